import { FALLBACK_RATES_TO_INR } from '@rent/sale-rules';
import type { ExchangeRateSource } from '../../../gql/graphql';

/** Where the calculator's rates stand: still coming, live, the gateway's fallback, or unreachable. */
export type RateStatus = 'loading' | 'live' | 'fallback' | 'failed';

export interface RateQuote {
  usd: number;
  aed: number;
  status: RateStatus;
  /** Why the fallback rates apply, as the gateway words it. */
  message: string | null;
}

interface RatesAnswer {
  usd: number;
  aed: number;
  source: ExchangeRateSource;
  message?: string | null;
}

interface RequestState {
  loading: boolean;
  failed: boolean;
}

/** Rates for the calculator; until (or unless) the gateway answers, the fallback rates apply. */
export function rateQuoteFrom(answer: RatesAnswer | undefined, request: RequestState): RateQuote {
  if (answer) {
    const live = answer.source === 'LIVE';
    return {
      usd: answer.usd,
      aed: answer.aed,
      status: live ? 'live' : 'fallback',
      message: live ? null : (answer.message ?? null),
    };
  }
  const status: RateStatus = request.failed && !request.loading ? 'failed' : 'loading';
  return { usd: FALLBACK_RATES_TO_INR.USD, aed: FALLBACK_RATES_TO_INR.AED, status, message: null };
}
