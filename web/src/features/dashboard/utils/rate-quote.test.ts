import { describe, expect, it } from 'vitest';
import { rateQuoteFrom } from './rate-quote';

const idle = { loading: false, failed: false };

describe('rateQuoteFrom', () => {
  it('passes live rates through', () => {
    const quote = rateQuoteFrom({ usd: 88.4, aed: 24.07, source: 'LIVE', message: null }, idle);
    expect(quote).toEqual({ usd: 88.4, aed: 24.07, status: 'live', message: null });
  });

  it("keeps the gateway's reason when it fell back", () => {
    const answer = {
      usd: 85.53,
      aed: 23.33,
      source: 'FALLBACK' as const,
      message: 'Invalid response from exchange rate API.',
    };
    expect(rateQuoteFrom(answer, idle)).toEqual({
      usd: 85.53,
      aed: 23.33,
      status: 'fallback',
      message: 'Invalid response from exchange rate API.',
    });
  });

  it('uses the fallback rates while loading', () => {
    expect(rateQuoteFrom(undefined, { loading: true, failed: false })).toMatchObject({
      usd: 85.53,
      aed: 23.33,
      status: 'loading',
    });
  });

  it('uses the fallback rates when the request failed', () => {
    expect(rateQuoteFrom(undefined, { loading: false, failed: true })).toMatchObject({
      usd: 85.53,
      aed: 23.33,
      status: 'failed',
    });
  });
});
