// The token calculator (SPEC.md §5 and §9): what an amount of a currency buys, prices in other
// currencies and the share of the sale sold, exact on decimals.
import { DEFAULT_SALE } from './default-sale.js';
import { formatPercent } from './presentation.js';
import {
  compareDecimals,
  decimalFromNumber,
  divideDecimals,
  formatDecimal,
  multiplyDecimals,
  readDecimal,
  wholeDecimal,
  type Decimal,
} from './decimal.js';

/** Currencies the token calculator converts from, in the order the select offers them. */
export const CALCULATOR_CURRENCIES = ['INR', 'USD', 'AED'] as const;

export type CalculatorCurrency = (typeof CALCULATOR_CURRENCIES)[number];

/** Rupees per one unit of each calculator currency. */
export type RatesToInr = Record<CalculatorCurrency, number>;

const ZERO = wholeDecimal(0n);
const HUNDRED = wholeDecimal(100n);

// Digits grouped by commas as India writes them (1,00,000) or as most of the world does
// (100,000), then an optional fraction. A comma anywhere else ("1,5") stays unreadable: it may be a
// decimal comma, and guessing would misread an amount of money.
const INDIAN_GROUPING = /^\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d*)?$/;
const THOUSANDS_GROUPING = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * An amount a person typed in the calculator: what `readDecimal` reads, and the same with grouping
 * commas ("10,000", "1,00,000.50"); null otherwise ("1e3", "1,5", "10,00").
 */
export function readTypedAmount(text: string): Decimal | null {
  const trimmed = text.trim();
  if (!trimmed.includes(',')) return readDecimal(trimmed);
  const grouped = INDIAN_GROUPING.test(trimmed) || THOUSANDS_GROUPING.test(trimmed);
  return grouped ? readDecimal(trimmed.replaceAll(',', '')) : null;
}

/**
 * RENT bought by `amount` of `currency`: amount × rupees per unit ÷ token price, rounded half up
 * to 2 decimals. Grouping commas are read (`readTypedAmount`); anything unreadable (text, an
 * exponent, a negative amount, an unknown currency) gives "0".
 */
export function rentForAmount(
  amount: string,
  currency: string,
  rates: RatesToInr,
  priceInInr: string = DEFAULT_SALE.price,
): string {
  const parsedAmount = readTypedAmount(amount);
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

/**
 * The share of the hard cap sold as the dashboard writes it: 2 decimals ("8.82%"), and "<0.01%"
 * once anything is sold but less than 0.005 % (rounding to "0.00%" would say the sale has not
 * begun).
 */
export function percentSoldText(sold: string, hardCap: string): string {
  const percent = percentSold(sold, hardCap);
  const soldTokens = readDecimal(sold);
  const begun = soldTokens !== null && compareDecimals(soldTokens, ZERO) > 0;
  if (percent === 0 && begun) return '<0.01%';
  return formatPercent(percent, 2);
}
