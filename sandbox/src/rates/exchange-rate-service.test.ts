import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../index.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(() => sandbox.close());

beforeEach(async () => {
  await fetch(`${sandbox.url}/__control/reset`, { method: 'POST' });
});

function latestUsd(): Promise<Response> {
  return fetch(`${sandbox.url}/v6/latest/USD`);
}

function setRates(change: Record<string, unknown>): Promise<Response> {
  return fetch(`${sandbox.url}/__control/rates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
}

async function ratesStatus(): Promise<Record<string, unknown>> {
  const response = await fetch(`${sandbox.url}/__control/rates`);
  return (await response.json()) as Record<string, unknown>;
}

describe('the exchange-rate service in its ok mode', () => {
  it('answers like open.er-api.com, with rates per 1 USD', async () => {
    const response = await latestUsd();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      result: 'success',
      provider: expect.stringMatching(/^https:\/\//),
      documentation: expect.stringMatching(/^https:\/\//),
      terms_of_use: expect.stringMatching(/^https:\/\//),
      base_code: 'USD',
      rates: { USD: 1, INR: 88.4, AED: 3.6725, EUR: expect.any(Number) },
    });
  });

  it('dates the rates at midnight UTC today and promises the next ones a day later', async () => {
    const body = (await (await latestUsd()).json()) as Record<string, number | string>;
    const midnight = new Date();
    midnight.setUTCHours(0, 0, 0, 0);
    expect(body.time_last_update_unix).toBe(midnight.getTime() / 1000);
    expect(body.time_next_update_unix).toBe(midnight.getTime() / 1000 + 86400);
    expect(new Date(String(body.time_last_update_utc)).getTime()).toBe(midnight.getTime());
    expect(body.time_next_update_utc).toMatch(/ 00:00:00 \+0000$/);
  });

  it('answers unsupported-code with a 404 for any base but USD', async () => {
    const response = await fetch(`${sandbox.url}/v6/latest/EUR`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ result: 'error', 'error-type': 'unsupported-code' });
  });

  it('serves overridden rates next to the untouched ones', async () => {
    await setRates({ mode: 'ok', rates: { INR: 90.25, AED: 3.7 } });
    const { rates } = (await (await latestUsd()).json()) as { rates: Record<string, number> };
    expect(rates).toMatchObject({ USD: 1, INR: 90.25, AED: 3.7, EUR: 0.8632 });
  });
});

describe('the exchange-rate switches', () => {
  it('fail answers a 500 internal error', async () => {
    await setRates({ mode: 'fail' });
    const response = await latestUsd();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ result: 'error', 'error-type': 'internal' });
  });

  it('down closes the connection without an answer', async () => {
    await setRates({ mode: 'down' });
    const failure = await latestUsd().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).cause).toMatchObject({ code: 'UND_ERR_SOCKET' });
  });

  it('nonsense answers 200 with JSON whose rates cannot be used', async () => {
    await setRates({ mode: 'nonsense' });
    const response = await latestUsd();
    expect(response.status).toBe(200);
    const { rates } = (await response.json()) as { rates: Record<string, number> };
    expect(rates.INR).toBeLessThan(0);
    expect(rates.AED).toBeUndefined();
  });

  it('nonsense with html answers 200 with a page that is not JSON', async () => {
    await setRates({ mode: 'nonsense', nonsense: 'html' });
    const response = await latestUsd();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const body = await response.text();
    expect(body).toMatch(/^<!DOCTYPE html>/);
    expect(() => JSON.parse(body) as unknown).toThrow(SyntaxError);
  });

  it('slow waits the delay it is given before answering ok', async () => {
    await setRates({ mode: 'slow', delayMs: 200 });
    const started = performance.now();
    const response = await latestUsd();
    const elapsed = performance.now() - started;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: string }).result).toBe('success');
    expect(elapsed).toBeGreaterThanOrEqual(195);
    expect(elapsed).toBeLessThan(2000);
  });

  it('slow gives no answer before the delay has passed', async () => {
    await setRates({ mode: 'slow', delayMs: 60_000 });
    const abandoned = fetch(sandbox.exchangeRateUrl, { signal: AbortSignal.timeout(100) });
    await expect(abandoned).rejects.toMatchObject({ name: 'TimeoutError' });
    expect((await ratesStatus()).requests).toBe(1);
  });

  it('ratelimit answers a 429 rate-limited error', async () => {
    await setRates({ mode: 'ratelimit' });
    const response = await latestUsd();
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ result: 'error', 'error-type': 'rate-limited' });
  });

  it('can be set in-process as well', async () => {
    expect(sandbox.rates.set({ mode: 'ratelimit' }).mode).toBe('ratelimit');
    expect((await latestUsd()).status).toBe(429);
    expect(sandbox.rates.status().mode).toBe('ratelimit');
  });

  it('refuses a switch it does not know, and keeps the current one', async () => {
    await setRates({ mode: 'fail' });
    const response = await setRates({ mode: 'flaky' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.stringContaining(
        'mode must be one of ok, fail, down, nonsense, slow, ratelimit',
      ),
    });
    expect((await setRates({ mode: 'slow', delayMs: -1 })).status).toBe(400);
    expect((await setRates({ mode: 'ok', rates: { INR: 'many' } })).status).toBe(400);
    expect((await ratesStatus()).mode).toBe('fail');
  });
});

describe('the exchange-rate counters', () => {
  it('count every rate request whatever the mode answered', async () => {
    await latestUsd();
    await latestUsd();
    await setRates({ mode: 'fail' });
    await latestUsd();
    expect(await ratesStatus()).toMatchObject({ mode: 'fail', requests: 3 });
  });

  it('reset puts the switches back and zeroes the count', async () => {
    await setRates({ mode: 'slow', delayMs: 10, nonsense: 'html', rates: { INR: 1 } });
    await latestUsd();
    const reset = await fetch(`${sandbox.url}/__control/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(await ratesStatus()).toEqual({
      mode: 'ok',
      delayMs: 5000,
      nonsense: 'json',
      rates: {},
      requests: 0,
    });
  });
});

describe('a sandbox started in another rates mode', () => {
  it('starts in that mode and returns to it on reset', async () => {
    const failing = await startSandbox({ ratesMode: 'fail' });
    try {
      expect((await fetch(failing.exchangeRateUrl)).status).toBe(500);
      failing.rates.set({ mode: 'ok' });
      failing.reset();
      expect(failing.rates.status()).toMatchObject({ mode: 'fail', requests: 0 });
    } finally {
      await failing.close();
    }
  });
});
