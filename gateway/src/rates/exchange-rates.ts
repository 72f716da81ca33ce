// Exchange rates for the calculator and the token statistics: fetched from a USD-based service,
// cached as its provider asks, and replaced by SPEC.md's fallback rates when it fails.
import { FALLBACK_RATES_TO_INR } from '@rent/sale-rules';
import { parseUsdRates, type LiveRates } from './parse-usd-rates.js';

/** SPEC.md's fallback rates (@rent/sale-rules), as the ExchangeRates answer spells them. */
export const FALLBACK_RATES = {
  usd: FALLBACK_RATES_TO_INR.USD,
  aed: FALLBACK_RATES_TO_INR.AED,
} as const;
export const FETCH_FAILED_MESSAGE = 'Failed to fetch exchange rate. Using fallback rate.';
export const INVALID_RESPONSE_MESSAGE = 'Invalid response from exchange rate API.';

export interface ExchangeRatesResult {
  usd: number;
  aed: number;
  source: 'LIVE' | 'FALLBACK';
  message: string | null;
  updatedAt: string | null;
}

export interface ExchangeRateServiceOptions {
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

const HOUR = 60 * 60 * 1000;
const RETRY_AFTER_FAILURE = 60 * 1000;
const RETRY_AFTER_RATE_LIMIT = 20 * 60 * 1000;
/** Live rates change once a day; a copy this old is still better than the fixed fallback. */
const STALE_LIVE_RATES_USABLE_FOR = 48 * HOUR;

type Outcome =
  { kind: 'live'; rates: LiveRates } | { kind: 'failed'; message: string; retryAfter: number };

export class ExchangeRateService {
  private live: { rates: LiveRates; fetchedAt: number; expiresAt: number } | null = null;
  private failure: { message: string; retryAt: number } | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly doFetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: ExchangeRateServiceOptions) {
    this.doFetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async current(): Promise<ExchangeRatesResult> {
    if (this.needsRefresh()) {
      this.inFlight ??= this.refresh().finally(() => {
        this.inFlight = null;
      });
      await this.inFlight;
    }
    return this.answer();
  }

  private needsRefresh(): boolean {
    const now = this.now();
    if (this.live && now < this.live.expiresAt) return false;
    return !(this.failure && now < this.failure.retryAt);
  }

  private async refresh(): Promise<void> {
    const outcome = await this.fetchRates();
    const now = this.now();
    if (outcome.kind === 'live') {
      const providerExpiry = outcome.rates.nextUpdateAt?.getTime() ?? 0;
      this.live = {
        rates: outcome.rates,
        fetchedAt: now,
        expiresAt: Math.max(providerExpiry, now + HOUR),
      };
      this.failure = null;
    } else {
      this.failure = { message: outcome.message, retryAt: now + outcome.retryAfter };
    }
  }

  private async fetchRates(): Promise<Outcome> {
    const failed = (retryAfter = RETRY_AFTER_FAILURE): Outcome => ({
      kind: 'failed',
      message: FETCH_FAILED_MESSAGE,
      retryAfter,
    });
    let response: Response;
    try {
      response = await this.doFetch(this.options.url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      return failed();
    }
    if (response.status === 429) return failed(RETRY_AFTER_RATE_LIMIT);
    if (!response.ok) return failed();
    const invalid: Outcome = {
      kind: 'failed',
      message: INVALID_RESPONSE_MESSAGE,
      retryAfter: RETRY_AFTER_FAILURE,
    };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return invalid;
    }
    const rates = parseUsdRates(body);
    return rates ? { kind: 'live', rates } : invalid;
  }

  private answer(): ExchangeRatesResult {
    const usable = this.live && this.now() - this.live.fetchedAt < STALE_LIVE_RATES_USABLE_FOR;
    if (this.live && usable) {
      const { inrPerUsd, inrPerAed, updatedAt } = this.live.rates;
      return {
        usd: inrPerUsd,
        aed: inrPerAed,
        source: 'LIVE',
        message: null,
        updatedAt: updatedAt?.toISOString() ?? null,
      };
    }
    return {
      ...FALLBACK_RATES,
      source: 'FALLBACK',
      message: this.failure?.message ?? FETCH_FAILED_MESSAGE,
      updatedAt: null,
    };
  }
}
