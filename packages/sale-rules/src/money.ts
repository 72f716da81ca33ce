// Rupees and paise, and what tokens cost (SPEC.md §5, §9). Rupees travel as decimal text with at
// most 2 decimals ("3000.00"); sums are counted in paise (bigint), tokens are decimal text.
import { DEFAULT_SALE } from './default-sale.js';
import { formatDecimal, multiplyDecimals, parseDecimal, readDecimal } from './decimal.js';

const PAISE_PER_RUPEE = 100n;

/** The price of one token (rupees as decimal text) in paise; a RangeError beyond 2 decimals. */
export function pricePaise(priceInInr: string): bigint {
  const price = parseDecimal(priceInInr);
  if (price.scale > 2) throw new RangeError('the sale price must have at most 2 decimals');
  return price.units * 10n ** BigInt(2 - price.scale);
}

/** Paise as rupees with two decimals, as Paytm and the REST answers print them: 300000n → "3000.00". */
export function formatRupees(paise: bigint | string): string {
  const value = BigInt(paise);
  const whole = value / PAISE_PER_RUPEE;
  const fraction = (value % PAISE_PER_RUPEE).toString().padStart(2, '0');
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
  const paise = BigInt(whole) * PAISE_PER_RUPEE + BigInt(fraction.padEnd(2, '0'));
  if (sign === '-' && paise > 0n) return 'negative';
  return paise;
}

// The one conversion between tokens and the rupees an order pays for them, both ways. An order is
// placed in rupees (`createOnlineOrder(amount)`, SPEC.md §7): the browser turns the tokens it
// wants into that amount, and the api turns the amount back into the same whole tokens.

/** Rupees to pay for `tokens` at `priceInInr` each, or null when either cannot be read. */
export function rupeesForTokens(
  tokens: string,
  priceInInr: string = DEFAULT_SALE.price,
): string | null {
  const count = readDecimal(tokens);
  const price = readDecimal(priceInInr);
  return count && price ? formatDecimal(multiplyDecimals(count, price)) : null;
}

/** Paise to pay for `tokens` whole tokens at `priceInInr` each. */
export function paiseForTokens(tokens: bigint, priceInInr: string): bigint {
  return tokens * pricePaise(priceInInr);
}

/** Whole tokens `paise` buys at `priceInInr` each, or null when it is not an exact multiple. */
export function tokensForPaise(paise: bigint, priceInInr: string): bigint | null {
  const price = pricePaise(priceInInr);
  return paise % price === 0n ? paise / price : null;
}
