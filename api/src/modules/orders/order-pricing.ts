// What whole tokens cost and earn at an instant of the sale (DESIGN.md §4): their price, the bonus
// of the phase holding that instant, and their total. Exact: rupees are counted in paise (bigint),
// tokens are decimal text; the money rules themselves are @rent/sale-rules'.
import {
  addDecimals,
  formatDecimal,
  paiseForTokens,
  parseDecimal,
  pricePaise as pricePaiseOf,
  wholeDecimal,
} from '@rent/sale-rules';
import { bonusFor, phaseAt, type SaleDefinition } from '../sale/index.js';

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
  return pricePaiseOf(sale.price);
}

export function quoteOrder(sale: SaleDefinition, baseTokens: bigint, at: Date): OrderQuote {
  const phase = phaseAt(sale.phases, at);
  const bonusTokens = bonusFor(sale.phases, baseTokens, at);
  return {
    amountPaise: paiseForTokens(baseTokens, sale.price),
    baseTokens,
    bonusTokens,
    totalTokens: formatDecimal(addDecimals(wholeDecimal(baseTokens), parseDecimal(bonusTokens))),
    bonusPercent: phase?.bonusPercent ?? 0,
    phaseName: phase?.name ?? null,
  };
}
