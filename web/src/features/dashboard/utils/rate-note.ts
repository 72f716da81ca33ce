import type { CalculatorCurrency } from '@rent/sale-rules';
import { formatInr, formatPrice } from '@rent/sale-rules';
import type { RateQuote } from './rate-quote';

export interface RateNote {
  /** The rate the result was computed with. */
  rate: string;
  /** A problem with the rates the investor should know about, if any. */
  warning: string | null;
}

/** The calculator's note under the result (SPEC.md §2 "Token calculator" and §8). */
export function rateNoteFor(
  currency: CalculatorCurrency,
  quote: RateQuote,
  price: string,
): RateNote {
  if (currency === 'INR') {
    return { rate: `Fixed Rate: ${formatPrice(price)} = 1 RENT`, warning: null };
  }
  if (quote.status === 'loading') return { rate: 'Loading USD rate...', warning: null };

  const perUnit = currency === 'USD' ? quote.usd : quote.aed;
  const rate = `1 ${currency} ≈ ${formatInr(perUnit)}`;
  switch (quote.status) {
    case 'live':
      return { rate: `Live Rate: ${rate}`, warning: null };
    case 'fallback':
      return {
        rate,
        warning: quote.message ?? 'Failed to fetch exchange rate. Using fallback rate.',
      };
    case 'failed':
      return { rate, warning: 'Error fetching USD rate' };
  }
}
