// The token calculator (SPEC.md §5 and §9): what an amount of a currency buys, prices in other
// currencies and the share of the sale sold, exact on decimals.
import { DEFAULT_SALE } from './default-sale.js';
import {
  compareDecimals,
  decimalFromNumber,
  divideDecimals,
  formatDecimal,
  multiplyDecimals,
  readDecimal,
  wholeDecimal,
} from './decimal.js';

/** Currencies the token calculator converts from, in the order the select offers them. */
export const CALCULATOR_CURRENCIES = ['INR', 'USD', 'AED'] as const;

export type CalculatorCurrency = (typeof CALCULATOR_CURRENCIES)[number];

/** Rupees per one unit of each calculator currency. */
export type RatesToInr = Record<CalculatorCurrency, number>;

const ZERO = wholeDecimal(0n);
const HUNDRED = wholeDecimal(100n);

/**
 * RENT bought by `amount` of `currency`: amount × rupees per unit ÷ token price, rounded half up
 * to 2 decimals. Anything unreadable (text, a negative amount, an unknown currency) gives "0".
 */
export function rentForAmount(
  amount: string,
  currency: string,
  rates: RatesToInr,
  priceInInr: string = DEFAULT_SALE.price,
): string {
  const parsedAmount = readDecimal(amount);
  const rate = Object.hasOwn(rates, currency) ? rates[currency as keyof RatesToInr] : undefined;
  const rateToInr = rate === undefined ? null : decimalFromNumber(rate);
  const price = readDecimal(priceInInr);
  if (!parsedAmount || !rateToInr || !price || compareDecimals(parsedAmount, ZERO) < 0) return '0';
  const rupees = multiplyDecimals(parsedAmount, rateToInr);
  const tokens = divideDecimals(rupees, price, 2);
  return tokens ? formatDecimal(tokens) : '0';
}

/** Rupees converted to a currency worth `rupeesPerUnit`, to 2 decimals. */
export function priceInCurrency(priceInInr: string, rupeesPerUnit: number): string | null {
  const price = readDecimal(priceInInr);
  const rate = decimalFromNumber(rupeesPerUnit);
  const converted = price && rate ? divideDecimals(price, rate, 2) : null;
  return converted ? formatDecimal(converted) : null;
}

/** Share of the hard cap already sold, in percent, to 2 decimals and never above 100. */
export function percentSold(sold: string, hardCap: string): number {
  const soldTokens = readDecimal(sold);
  const cap = readDecimal(hardCap);
  if (!soldTokens || !cap || compareDecimals(cap, ZERO) <= 0) return 0;
  const percent = divideDecimals(multiplyDecimals(soldTokens, HUNDRED), cap, 2);
  if (!percent || compareDecimals(percent, ZERO) < 0) return 0;
  return compareDecimals(percent, HUNDRED) > 0 ? 100 : Number(formatDecimal(percent));
}
