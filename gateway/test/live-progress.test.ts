// The live sale figures (decision 0093): a subscriber sees a credit arrive within the interval, and
// the gateway reads api once per interval however many subscribers it has, and not at all without.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manySignInsFromOneAddress } from '@rent/test-kit/stack';
import { payAtPaytm } from '@rent/test-kit/sandbox';
import type { AddressInfo } from 'node:net';
import { createGatewayServer } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { CSRF_HEADER } from '../src/yoga.js';
import { runningSaleConfig, verifiedBuyers } from './support/buyers.js';
import type { CookieJar } from './support/cookie-jar.js';
import { startCountingProxy, type CountingProxy } from '@rent/test-kit/counting-proxy';
import { fakeWebDist, startGateway, type TestGateway } from './support/gateway.js';
import {
  startApiProcess,
  startSandboxProcess,
  type RunningApi,
  type RunningSandbox,
} from './support/services.js';
import { subscribe, type SseSubscription } from './support/sse-subscription.js';

const INTERVAL_MS = 400;
const PROGRESS =
  'subscription LiveSaleProgress { saleProgress { tokensSold percentSold isOpen currentPhase { name bonusPercent } } }';

/** How many LiveSaleProgress operations the gateway's metrics have counted. */
async function operationsCounted(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line =
    /^rent_gateway_graphql_operations_total\{[^}]*operation="LiveSaleProgress"[^}]*\} (\d+)$/m.exec(
      text,
    );
  return Number(line?.[1] ?? 0);
}

let sandbox: RunningSandbox;
let api: RunningApi;
let proxy: CountingProxy;
/** Where investors buy. */
let shop: TestGateway;
/** Where the subscribers listen: every call it makes to api passes the counting proxy. */
let live: TestGateway;
let buyer: { jar: CookieJar };

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  api = await startApiProcess({
    SMTP_URL: sandbox.smtpUrl,
    MAIL_POLL_MS: '100',
    ...manySignInsFromOneAddress(100),
    PAYTM_HOST: sandbox.url,
    SALE_CONFIG: runningSaleConfig(),
  });
  proxy = await startCountingProxy(api.url);
  shop = await startGateway({ API_URL: api.url, PAYTM_HOST: sandbox.url });
  live = await startGateway({ API_URL: proxy.url, SALE_PROGRESS_INTERVAL_MS: String(INTERVAL_MS) });
  buyer = (await verifiedBuyers(shop.url, sandbox.url, api, 1))[0]!;
}, 120_000);
afterAll(async () => {
  await Promise.all([shop?.close(), live?.close()]);
  await proxy?.close();
  await Promise.all([api?.stop(), sandbox?.stop()]);
});

async function buyAndPay(amount: string): Promise<void> {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      cookie: buyer.jar.header(),
    },
    body: JSON.stringify({
      query: 'mutation ($amount: Decimal!) { createOnlineOrder(amount: $amount) { paytmOrderId } }',
      variables: { amount },
    }),
  });
  const body = (await response.json()) as { data: { createOnlineOrder: { paytmOrderId: string } } };
  const fields = await payAtPaytm(
    sandbox.url,
    body.data.createOnlineOrder.paytmOrderId,
    'TXN_SUCCESS',
  );
  const back = await fetch(`${shop.url}/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function progressOf(payload: { data?: Record<string, unknown> | null }) {
  return payload.data?.saleProgress as { tokensSold: string; percentSold: number };
}

describe('live sale progress', () => {
  it('sends the figures at once, then a credit within the interval', async () => {
    const countedBefore = await operationsCounted(live.metricsUrl);
    const subscriber = await subscribe(live.url, PROGRESS);
    try {
      expect(subscriber.response.status).toBe(200);
      expect(subscriber.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(subscriber.response.headers.get('x-accel-buffering')).toBe('no');
      expect(['br', 'gzip']).not.toContain(subscriber.response.headers.get('content-encoding'));
      const first = await subscriber.next(5000);
      expect(first.errors).toBeUndefined();
      expect(first.data).toEqual({
        saleProgress: {
          tokensSold: expect.any(String),
          percentSold: expect.any(Number),
          isOpen: true,
          currentPhase: { name: 'Pre-Sale', bonusPercent: 25 },
        },
      });
      const before = Number(progressOf(first).tokensSold);

      await buyAndPay('4000');
      const credited = performance.now();
      const update = progressOf(await subscriber.next(INTERVAL_MS * 2 + 2000));
      expect(performance.now() - credited).toBeLessThan(INTERVAL_MS + 1500);
      // 4 RENT and the Pre-Sale bonus of 25 %.
      expect(Number(update.tokensSold)).toBe(before + 5);
      expect(update.percentSold).toBeGreaterThanOrEqual(progressOf(first).percentSold);
    } finally {
      subscriber.close();
    }
    // One operation, however many values it sent.
    expect(await operationsCounted(live.metricsUrl)).toBe(countedBefore + 1);
  });

  it('refuses a stream another site could open: a GET without the CSRF header', async () => {
    const response = await fetch(`${live.url}/graphql?query=${encodeURIComponent(PROGRESS)}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(response.status).toBe(403);
    await response.body?.cancel();
  });

  it('sends nothing while the figures stay the same', async () => {
    const subscriber = await subscribe(live.url, PROGRESS);
    try {
      await subscriber.next(5000);
      await expect(subscriber.next(INTERVAL_MS * 4)).rejects.toThrow(/no value/);
    } finally {
      subscriber.close();
    }
    // The stream is counted apart from GraphQL's requests, whose latency its seconds would swamp.
    await expect
      .poll(async () => (await fetch(live.metricsUrl)).text())
      .toMatch(/rent_gateway_http_request_duration_seconds_count\{route="graphql_stream"/);
  });

  it('reads api once per interval for five subscribers, and not at all without one', async () => {
    const subscribers: SseSubscription[] = await Promise.all(
      Array.from({ length: 5 }, () => subscribe(live.url, PROGRESS)),
    );
    await Promise.all(subscribers.map((subscriber) => subscriber.next(5000)));
    proxy.reset();
    const from = performance.now();
    await sleep(INTERVAL_MS * 5);
    const intervals = (performance.now() - from) / INTERVAL_MS;
    // Each read is one call for the sale and one for the supply.
    const { calls } = proxy.counts();
    expect(calls).toBeGreaterThanOrEqual(2 * Math.floor(intervals - 1));
    expect(calls).toBeLessThanOrEqual(2 * Math.ceil(intervals + 1));

    for (const subscriber of subscribers) subscriber.close();
    await sleep(INTERVAL_MS * 2);
    proxy.reset();
    await sleep(INTERVAL_MS * 4);
    expect(proxy.counts().calls).toBe(0);
  });

  it('keeps the stream open while api is down, and completes it when the gateway closes', async () => {
    const config = loadConfig({
      API_URL: 'http://127.0.0.1:9',
      SALE_PROGRESS_INTERVAL_MS: String(INTERVAL_MS),
      LOG_LEVEL: 'silent',
      WEB_DIST: fakeWebDist(),
    });
    const server = createGatewayServer({ config, logError: () => {} });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const subscriber = await subscribe(url, PROGRESS);
    expect(subscriber.response.status).toBe(200);
    await expect(subscriber.next(INTERVAL_MS * 4)).rejects.toThrow(/no value/);
    expect(subscriber.completed()).toBe(false);

    // As the process's graceful shutdown does: close, and the stream does not hold it up.
    const closing = performance.now();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    expect(performance.now() - closing).toBeLessThan(1000);
    expect(subscriber.completed()).toBe(true);
  });
});
