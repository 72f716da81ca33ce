// GET /metrics: Prometheus figures of the requests api answered and of the sale, read from the
// database when scraped (decision 0083).
import { startSandbox, type Sandbox } from '@rent/sandbox';
import { metricValue } from '@rent/test-kit/metrics';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { accountsConfig, signupBody } from './helpers/accounts.js';
import { seedBuyer, seedOrder, signedIn } from './helpers/orders.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const START = '2025-07-15T10:00:00Z';
const clock = testClock(START);
let sandbox: Sandbox;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  sandbox = await startSandbox({ paytm: { now: clock.now } });
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({ SMTP_URL: sandbox.smtpUrl, PAYTM_HOST: sandbox.url }),
  });
});

beforeEach(async () => {
  clock.set(START);
  sandbox.reset();
  sandbox.smtp.setMode('ok');
  await database.reset();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await sandbox?.close();
});

async function scrape(target: App = app): Promise<string> {
  const response = await target.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.body;
}

const ORDER_ROUTE = { method: 'GET', route: '/api/v1/order/:purchaseId', status: '401' };

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by the address asked for', async () => {
    const before = await scrape();
    const count = (text: string, labels: Record<string, string>) =>
      metricValue(text, 'rent_api_http_requests_total', labels) ?? 0;
    for (const reference of ['RENT-7KX2M9QD4P', 'RENT-8LY3N2RE5Q']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/order/${reference}` });
      expect(response.statusCode).toBe(401);
    }
    const missing = await app.inject({ method: 'GET', url: '/no/such/route/42' });
    expect(missing.statusCode).toBe(404);

    const after = await scrape();
    expect(count(after, ORDER_ROUTE) - count(before, ORDER_ROUTE)).toBe(2);
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(count(after, unmatched) - count(before, unmatched)).toBe(1);
    expect(
      metricValue(after, 'rent_api_http_request_duration_seconds_count', ORDER_ROUTE),
    ).toBeGreaterThanOrEqual(2);
    expect(after).not.toContain('RENT-7KX2M9QD4P');
    expect(after).not.toContain('/no/such/route');
  });

  it('serves the process’s own figures and is left out of the OpenAPI document', async () => {
    const text = await scrape();
    expect(metricValue(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(metricValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const openapi = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(Object.keys(openapi.json().paths)).not.toContain('/metrics');
  });

  it('keeps each app’s counts apart when several run in one process', async () => {
    const other = await buildTestApp({ database, clock });
    try {
      const labels = { method: 'GET', route: '/api/v1/sale', status: '200' };
      const before = metricValue(await scrape(other), 'rent_api_http_requests_total', labels);
      await app.inject({ method: 'GET', url: '/api/v1/sale' });
      expect(metricValue(await scrape(other), 'rent_api_http_requests_total', labels)).toBe(before);
      expect(metricValue(await scrape(), 'rent_api_http_requests_total', labels)).toBeGreaterThan(
        0,
      );
    } finally {
      await other.close();
    }
  });

  it('names the database and, on PostgreSQL, the use of its connection pool', async () => {
    await app.inject({ method: 'GET', url: '/health' });
    const text = await scrape();
    expect(metricValue(text, 'rent_api_database_info', { engine: database.engine })).toBe(1);
    const connections = metricValue(text, 'rent_api_database_pool_connections');
    if (database.engine === 'pglite') {
      expect(connections).toBeUndefined();
      return;
    }
    expect(connections).toBeGreaterThanOrEqual(1);
    expect(metricValue(text, 'rent_api_database_pool_idle_connections')).toBeLessThanOrEqual(
      connections ?? 0,
    );
    expect(metricValue(text, 'rent_api_database_pool_waiting_queries')).toBe(0);
    expect(metricValue(text, 'rent_api_database_pool_max_connections')).toBe(10);
  });
});

describe('the outbox in the metrics', () => {
  const outbox = async () => {
    const text = await scrape();
    return {
      due: metricValue(text, 'rent_api_mail_outbox_due'),
      failing: metricValue(text, 'rent_api_mail_outbox_failing'),
      failed: metricValue(text, 'rent_api_mail_outbox_failed'),
      oldestDue: metricValue(text, 'rent_api_mail_outbox_oldest_due_seconds'),
    };
  };

  const signUp = async (overrides: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: signupBody(overrides),
    });
    expect(response.statusCode).toBe(201);
  };

  it('shows a queued mail as backlog until it is sent', async () => {
    expect(await outbox()).toEqual({ due: 0, failing: 0, failed: 0, oldestDue: 0 });
    await signUp();
    clock.advance(90_000);
    expect(await outbox()).toEqual({ due: 1, failing: 0, failed: 0, oldestDue: 90 });

    expect(await app.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await outbox()).toEqual({ due: 0, failing: 0, failed: 0, oldestDue: 0 });
  });

  it('shows mail the server refused as failing, and as due again when its retry comes', async () => {
    sandbox.smtp.setMode('reject');
    await signUp();
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await outbox()).toEqual({ due: 0, failing: 1, failed: 0, oldestDue: 0 });

    clock.advance(10_000);
    expect(await outbox()).toEqual({ due: 1, failing: 1, failed: 0, oldestDue: 10 });
  });

  it('shows mail refused for good as given up, out of the backlog', async () => {
    sandbox.smtp.refuseRecipient('nobody-home@example.com');
    await signUp({ email: 'nobody-home@example.com' });
    expect(await app.mail.deliverDue()).toEqual({ sent: 0, failed: 1 });
    clock.advance(3_600_000);
    expect(await outbox()).toEqual({ due: 0, failing: 0, failed: 1, oldestDue: 0 });
  });
});

describe('the sale in the metrics', () => {
  const orders = (text: string, status: string, method: string) =>
    metricValue(text, 'rent_api_orders', { status, method });

  it('shows orders by status and method, the settlement lag and tokens sold after a credit', async () => {
    const empty = await scrape();
    expect(orders(empty, 'credited', 'paytm')).toBe(0);
    expect(orders(empty, 'refund_due', 'referral')).toBe(0);
    expect(metricValue(empty, 'rent_api_tokens_sold')).toBe(0);
    expect(metricValue(empty, 'rent_api_tokens_hard_cap')).toBe(14_000_000);
    expect(metricValue(empty, 'rent_api_payment_settlement_lag_seconds')).toBe(0);

    const buyer = await signedIn(app, await seedBuyer(database.db));
    const created = await buyer.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 3000 },
    });
    expect(created.statusCode).toBe(201);
    clock.advance(120_000);
    const waiting = await scrape();
    expect(orders(waiting, 'pending', 'paytm')).toBe(1);
    expect(metricValue(waiting, 'rent_api_payment_settlement_lag_seconds')).toBe(120);

    const { paytmOrderId } = created.json().data;
    const fields = await sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/order/verify-payment',
      payload: { ...fields },
    });
    expect(verified.json().data.status).toBe('success');

    const settled = await scrape();
    expect(orders(settled, 'pending', 'paytm')).toBe(0);
    expect(orders(settled, 'credited', 'paytm')).toBe(1);
    expect(metricValue(settled, 'rent_api_payment_settlement_lag_seconds')).toBe(0);
    const supply = await app.inject({ method: 'GET', url: '/api/v1/rent/supply' });
    expect(supply.json().data.totalSold).toBe('3.75');
    expect(metricValue(settled, 'rent_api_tokens_sold')).toBe(3.75);
  });

  it('shows how long the oldest manual transfer has waited for review', async () => {
    const buyer = await seedBuyer(database.db);
    await seedOrder(database.db, {
      user_id: buyer.id,
      status: 'pending',
      payment_method: 'manual',
      base_tokens: '2',
      created_at: new Date('2025-07-15T07:00:00Z'),
    });
    await seedOrder(database.db, {
      user_id: buyer.id,
      status: 'credited',
      payment_method: 'manual',
      base_tokens: '5',
      bonus_tokens: '1.25',
    });
    const text = await scrape();
    expect(orders(text, 'pending', 'manual')).toBe(1);
    expect(orders(text, 'credited', 'manual')).toBe(1);
    expect(metricValue(text, 'rent_api_manual_review_lag_seconds')).toBe(3 * 3600);
    expect(metricValue(text, 'rent_api_tokens_sold')).toBe(6.25);
  });

  it('shows no figure of the sale, and still answers, while the database is unreachable', async () => {
    const unreachable = createDatabase({ url: 'postgres://rent@127.0.0.1:1/rent' });
    const isolated = await buildTestApp({ database: unreachable });
    try {
      const text = await scrape(isolated);
      expect(text).toContain('# TYPE rent_api_orders gauge');
      expect(metricValue(text, 'rent_api_orders', { status: 'credited', method: 'paytm' })).toBe(
        undefined,
      );
      expect(metricValue(text, 'rent_api_tokens_sold')).toBeNaN();
      expect(metricValue(text, 'rent_api_mail_outbox_due')).toBeNaN();
      expect(metricValue(text, 'rent_api_tokens_hard_cap')).toBe(14_000_000);
    } finally {
      await isolated.close();
      await unreachable.close();
    }
  });
});
