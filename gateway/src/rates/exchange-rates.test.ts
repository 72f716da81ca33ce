import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ExchangeRateService,
  FALLBACK_RATES,
  FETCH_FAILED_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
} from './exchange-rates.js';
import { ratesRequestsServed, setRatesMode } from '@rent/test-kit/sandbox';
import { startSandboxProcess, type RunningService } from '../../test/support/services.js';

let sandbox: RunningService;
const HOUR = 3_600_000;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
});
afterAll(() => sandbox?.stop());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__control/reset`, { method: 'POST' });
});

function service(now = () => Date.now(), timeoutMs = 2000) {
  return new ExchangeRateService({ url: `${sandbox.url}/v6/latest/USD`, timeoutMs, now });
}

describe('exchange rates', () => {
  it('reads INR per USD and INR per AED from a good answer', async () => {
    const rates = await service().current();
    expect(rates.source).toBe('LIVE');
    expect(rates.message).toBeNull();
    expect(rates.usd).toBeGreaterThan(0);
    expect(rates.aed).toBeCloseTo(rates.usd / 3.6725, 6);
    expect(rates.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('falls back to USD 85.53 and AED 23.33 when the service fails', async () => {
    await setRatesMode(sandbox.url, { mode: 'fail' });
    expect(await service().current()).toEqual({
      ...FALLBACK_RATES,
      source: 'FALLBACK',
      message: FETCH_FAILED_MESSAGE,
      updatedAt: null,
    });
  });

  it('falls back when the service drops the connection', async () => {
    await setRatesMode(sandbox.url, { mode: 'down' });
    const rates = await service().current();
    expect(rates).toMatchObject({
      usd: 85.53,
      aed: 23.33,
      source: 'FALLBACK',
      message: FETCH_FAILED_MESSAGE,
    });
  });

  it('calls a well-formed but wrong answer an invalid response', async () => {
    await setRatesMode(sandbox.url, { mode: 'nonsense', nonsense: 'json' });
    const rates = await service().current();
    expect(rates).toMatchObject({
      usd: 85.53,
      aed: 23.33,
      source: 'FALLBACK',
      message: INVALID_RESPONSE_MESSAGE,
    });
  });

  it('calls an answer that is not JSON an invalid response', async () => {
    await setRatesMode(sandbox.url, { mode: 'nonsense', nonsense: 'html' });
    expect((await service().current()).message).toBe(INVALID_RESPONSE_MESSAGE);
  });

  it('gives up on a slow service after its timeout and uses the fallback', async () => {
    await setRatesMode(sandbox.url, { mode: 'slow', delayMs: 1500 });
    const started = Date.now();
    const rates = await service(() => Date.now(), 300).current();
    expect(Date.now() - started).toBeLessThan(1400);
    expect(rates).toMatchObject({ source: 'FALLBACK', message: FETCH_FAILED_MESSAGE });
  });

  it('fetches once and answers from the cache until the provider says the rates change', async () => {
    let now = Date.now();
    const rates = service(() => now);
    await rates.current();
    await Promise.all([rates.current(), rates.current(), rates.current()]);
    expect(await ratesRequestsServed(sandbox.url)).toBe(1);
    now += 25 * HOUR;
    await rates.current();
    expect(await ratesRequestsServed(sandbox.url)).toBe(2);
  });

  it('backs off for 20 minutes after being rate limited', async () => {
    await setRatesMode(sandbox.url, { mode: 'ratelimit' });
    let now = Date.now();
    const rates = service(() => now);
    expect((await rates.current()).source).toBe('FALLBACK');
    await setRatesMode(sandbox.url, { mode: 'ok' });
    now += 19 * 60_000;
    expect((await rates.current()).source).toBe('FALLBACK');
    now += 2 * 60_000;
    expect((await rates.current()).source).toBe('LIVE');
  });

  it("keeps serving yesterday's live rates when a refresh fails", async () => {
    let now = Date.now();
    const rates = service(() => now);
    const live = await rates.current();
    await setRatesMode(sandbox.url, { mode: 'fail' });
    now += 25 * HOUR;
    expect(await rates.current()).toEqual(live);
    now += 48 * HOUR;
    expect((await rates.current()).source).toBe('FALLBACK');
  });
});
