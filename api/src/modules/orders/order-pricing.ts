// What an amount of rupees buys at an instant of the sale (DESIGN.md §4): whole tokens at the sale
// price, the bonus of the phase holding that instant, and their total. Exact: rupees are counted in
// paise (bigint), tokens are decimal text.
import { parseDecimal } from '../../lib/decimal.js';
import type { SaleDefinition } from '../sale/sale.definition.js';
import { bonusFor, phaseAt } from '../sale/sale.schedule.js';
import { addDecimals, formatDecimal } from '../../lib/decimal.js';

export interface OrderQuote {
  amountPaise: bigint;
  baseTokens: bigint;
  bonusTokens: string;
  totalTokens: string;
  bonusPercent: number;
  phaseName: string | null;
}

/** The sale price of one token in paise. */
export function pricePaise(sale: SaleDefinition): bigint {
  const price = parseDecimal(sale.price);
  if (price.scale > 2) throw new RangeError('the sale price must have at most 2 decimals');
  return price.units * 10n ** BigInt(2 - price.scale);
}

/** Whole tokens `amountPaise` buys, or null when it is not an exact multiple of the price. */
export function wholeTokensFor(sale: SaleDefinition, amountPaise: bigint): bigint | null {
  const price = pricePaise(sale);
  return amountPaise % price === 0n ? amountPaise / price : null;
}

export function quoteOrder(sale: SaleDefinition, baseTokens: bigint, at: Date): OrderQuote {
  const phase = phaseAt(sale.phases, at);
  const bonusTokens = bonusFor(sale.phases, baseTokens, at);
  return {
    amountPaise: baseTokens * pricePaise(sale),
    baseTokens,
    bonusTokens,
    totalTokens: formatDecimal(
      addDecimals(parseDecimal(baseTokens.toString()), parseDecimal(bonusTokens)),
    ),
    bonusPercent: phase?.bonusPercent ?? 0,
    phaseName: phase?.name ?? null,
  };
}

/** Paise as rupees with two decimals, as Paytm and the REST answers print them: 300000n → "3000.00". */
export function formatRupees(paise: bigint | string): string {
  const value = BigInt(paise);
  const whole = value / 100n;
  const fraction = (value % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * Rupees from a client: a JSON number or a decimal string with at most 2 decimals. Anything else is
 * null (never rounded). 3000 → 300000n, "3000.5" → 300050n.
 */
export function parseRupees(value: unknown): bigint | 'negative' | null {
  let textValue: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    textValue = String(value);
  } else if (typeof value === 'string') {
    textValue = value.trim();
  } else {
    return null;
  }
  const match = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/.exec(textValue);
  if (!match) return /^-\d/.test(textValue) ? 'negative' : null;
  const [, sign, whole = '0', fraction = ''] = match;
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (sign === '-' && paise > 0n) return 'negative';
  return paise;
}
