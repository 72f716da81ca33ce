// The sale's token and money arithmetic (SPEC.md §5 and §9), done exactly on decimals.
import { TOKEN_PRICE_INR, type RatesToInr } from '../config/sale';
import {
  compareDecimals,
  decimalFromNumber,
  decimalToString,
  divideDecimals,
  multiplyDecimals,
  parseDecimal,
} from './decimal';

const ZERO = { units: 0n, scale: 0 };
const HUNDRED = { units: 100n, scale: 0 };

/**
 * RENT bought by `amount` of `currency`: amount × rupees per unit ÷ token price, rounded half up
 * to 2 decimals. Anything unreadable (text, a negative amount, an unknown currency) gives "0".
 */
export function rentForAmount(
  amount: string,
  currency: string,
  rates: RatesToInr,
  priceInInr: string = TOKEN_PRICE_INR,
): string {
  const parsedAmount = parseDecimal(amount);
  const rate = Object.hasOwn(rates, currency) ? rates[currency as keyof RatesToInr] : undefined;
  const rateToInr = rate === undefined ? null : decimalFromNumber(rate);
  const price = parseDecimal(priceInInr);
  if (!parsedAmount || !rateToInr || !price || compareDecimals(parsedAmount, ZERO) < 0) return '0';
  const rupees = multiplyDecimals(parsedAmount, rateToInr);
  const tokens = divideDecimals(rupees, price, 2);
  return tokens ? decimalToString(tokens) : '0';
}

/** The token price converted from rupees to a currency worth `rupeesPerUnit`, to 2 decimals. */
export function priceInCurrency(priceInInr: string, rupeesPerUnit: number): string | null {
  const price = parseDecimal(priceInInr);
  const rate = decimalFromNumber(rupeesPerUnit);
  const converted = price && rate ? divideDecimals(price, rate, 2) : null;
  return converted ? decimalToString(converted) : null;
}

/** Share of the hard cap already sold, in percent, to 2 decimals and never above 100. */
export function percentSold(sold: string, hardCap: string): number {
  const soldTokens = parseDecimal(sold);
  const cap = parseDecimal(hardCap);
  if (!soldTokens || !cap || compareDecimals(cap, ZERO) <= 0) return 0;
  const percent = divideDecimals(multiplyDecimals(soldTokens, HUNDRED), cap, 2);
  if (!percent || compareDecimals(percent, ZERO) < 0) return 0;
  return compareDecimals(percent, HUNDRED) > 0 ? 100 : Number(decimalToString(percent));
}

/** Rupees to pay for `tokens` at `priceInInr` each, or null when either cannot be read. */
export function rupeesForTokens(
  tokens: string,
  priceInInr: string = TOKEN_PRICE_INR,
): string | null {
  const count = parseDecimal(tokens);
  const price = parseDecimal(priceInInr);
  return count && price ? decimalToString(multiplyDecimals(count, price)) : null;
}
