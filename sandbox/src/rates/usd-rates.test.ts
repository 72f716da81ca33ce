import { describe, expect, it } from 'vitest';
import { misleadingRatesAnswer, referenceUsdRates, usdRatesAnswer } from './usd-rates.js';

describe('usdRatesAnswer', () => {
  const now = new Date('2025-11-21T17:45:12.345Z');

  it('dates the rates at midnight UTC today and the next update at midnight tomorrow', () => {
    const answer = usdRatesAnswer(now);
    expect(answer.time_last_update_unix).toBe(Date.parse('2025-11-21T00:00:00Z') / 1000);
    expect(answer.time_last_update_utc).toBe('Fri, 21 Nov 2025 00:00:00 +0000');
    expect(answer.time_next_update_unix).toBe(Date.parse('2025-11-22T00:00:00Z') / 1000);
    expect(answer.time_next_update_utc).toBe('Sat, 22 Nov 2025 00:00:00 +0000');
  });

  it('gives units per 1 USD with USD itself at 1', () => {
    const { base_code, rates } = usdRatesAnswer(now);
    expect(base_code).toBe('USD');
    expect(rates).toEqual(referenceUsdRates);
    expect(rates.USD).toBe(1);
  });

  it('does not let a caller change the reference rates through an answer', () => {
    usdRatesAnswer(now).rates.INR = 1;
    expect(referenceUsdRates.INR).toBe(88.4);
  });
});

describe('misleadingRatesAnswer', () => {
  it('looks like a success but has a negative INR rate and no AED rate', () => {
    const answer = misleadingRatesAnswer(new Date());
    expect(answer.result).toBe('success');
    expect(answer.rates.INR).toBeLessThan(0);
    expect(answer.rates).not.toHaveProperty('AED');
  });
});
