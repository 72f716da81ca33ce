import {
  type CalculatorCurrency,
  priceInCurrency,
  purchaseTokens,
  type RatesToInr,
  rupeesForTokens,
} from '@rent/sale-rules';
import { readTokenCount } from '../forms/token-count';

/** What a purchase gives and costs, as the screen and the dialogs state it. */
export interface PurchaseQuote {
  /** Whole RENT bought. */
  tokens: string;
  bonusPercent: number;
  bonus: string;
  total: string;
  /** Rupees to pay: payment is in INR whatever the currency shown. */
  amountInr: string;
  currency: CalculatorCurrency;
  /** The same amount in `currency`, to 2 decimals. */
  amount: string;
}

interface QuoteTerms {
  /** Rupees per RENT. */
  price: string;
  bonusPercent: number;
  rates: RatesToInr;
}

/** The quote for a typed count in a currency, or null while the count cannot be bought. */
export function purchaseQuote(
  typed: string,
  currency: CalculatorCurrency,
  { price, bonusPercent, rates }: QuoteTerms,
): PurchaseQuote | null {
  const { tokens } = readTokenCount(typed);
  const amountInr = tokens === null ? null : rupeesForTokens(tokens, price);
  if (tokens === null || amountInr === null) return null;
  const amount = currency === 'INR' ? amountInr : priceInCurrency(amountInr, rates[currency]);
  if (amount === null) return null;
  return {
    tokens,
    bonusPercent,
    ...purchaseTokens(tokens, bonusPercent),
    amountInr,
    currency,
    amount,
  };
}
