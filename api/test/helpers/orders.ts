// Buying in tests: investors allowed to buy, an app wired to the sandbox's Paytm stand-in, orders
// written straight to the database (keeping the running total true), and the invariants every
// money test ends by checking.
import { randomUUID } from 'node:crypto';
import { startSandbox, type Sandbox } from '@rent/sandbox';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/schema.js';
import type { NewOrderRow, OrderRow } from '../../src/modules/orders/orders.table.js';
import type { UserRow } from '../../src/modules/users/users.table.js';
import { addSoldTokens, insertOrder } from '../../src/modules/orders/orders.repository.js';
import { updateUser } from '../../src/modules/users/users.repository.js';
import { accountsConfig, PASSWORD, seedInvestor, type InvestorSeed } from './accounts.js';
import { browserFor, type Browser } from './browser.js';
import { buildTestApp, testClock, type TestClock } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** An investor who may buy: e-mail verified and KYC VERIFIED. */
export async function seedBuyer(db: Kysely<Database>, seed: InvestorSeed = {}): Promise<UserRow> {
  const user = await seedInvestor(db, seed);
  return updateUser(db, user.id, { kyc_status: 'VERIFIED' });
}

/**
 * An order written straight to the database. A credited one also moves the running total, as the
 * ledger does; `total_tokens` defaults to base + bonus.
 */
export async function seedOrder(
  db: Kysely<Database>,
  order: Partial<NewOrderRow> & Pick<NewOrderRow, 'user_id' | 'status'>,
): Promise<OrderRow> {
  const base = String(order.base_tokens ?? '0');
  const bonus = String(order.bonus_tokens ?? '0');
  const row = await insertOrder(db, {
    purchase_id: `RENT-T${randomUUID().slice(0, 8).toUpperCase()}`,
    payment_method: 'paytm',
    total_tokens: sql<string>`${base}::numeric + ${bonus}::numeric` as never,
    credited_at: order.status === 'credited' ? (order.purchase_date ?? new Date()) : null,
    ...order,
  });
  if (row.status === 'credited') {
    await addSoldTokens(db, row.total_tokens, row.credited_at ?? new Date());
  }
  return row;
}

/** Signs a seeded investor in through the api; the returned browser keeps the cookies. */
export async function signedIn(app: App, user: UserRow, password?: string): Promise<Browser> {
  const browser = browserFor(app);
  const response = await browser.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email: user.email, password: password ?? PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return browser;
}

export interface OrdersApp {
  clock: TestClock;
  app: App;
  database: TestDatabase;
  sandbox: Sandbox;
}

/**
 * One database, app and sandbox per file; emptied, reset and the clock put back before each test.
 * The default instant is inside the Pre-Sale phase (25 % bonus).
 */
export function useOrdersApp(
  start = '2025-07-15T10:00:00Z',
  env: Record<string, string> = {},
): OrdersApp {
  const clock = testClock(start);
  const context = { clock } as OrdersApp;
  beforeAll(async () => {
    context.sandbox = await startSandbox({ paytm: { now: clock.now } });
    context.database = await createTestDatabase();
    context.app = await buildTestApp({
      database: context.database,
      clock,
      config: await accountsConfig({
        PAYTM_HOST: context.sandbox.url,
        PAYTM_TIMEOUT_MS: '2000',
        ...env,
      }),
    });
  });
  beforeEach(async () => {
    clock.set(start);
    context.sandbox.reset();
    await context.database.reset();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    await context.sandbox?.close();
  });
  return context;
}

/**
 * The money invariants: the running total equals the credited orders' tokens and stays under the
 * cap, every balance is the sum of its credited orders, and no Paytm order is credited twice.
 */
export async function expectLedgerConsistent(db: Kysely<Database>, hardCap = '14000000') {
  const { rows } = await sql<{ running: string; credited: string; within_cap: boolean }>`
    select s.sold_tokens::text as running,
           coalesce((select sum(total_tokens) from orders where status = 'credited'), 0.00)::text as credited,
           s.sold_tokens <= ${hardCap}::numeric as within_cap
    from sale_supply s where s.id = 1
  `.execute(db);
  const [ledger] = rows;
  expect(ledger).toBeDefined();
  expect(Number(ledger?.running)).toBe(Number(ledger?.credited));
  expect(ledger?.running).toBe(ledger?.credited);
  expect(ledger?.within_cap).toBe(true);
  const duplicates = await sql<{ paytm_order_id: string }>`
    select paytm_order_id from orders where paytm_order_id is not null
    group by paytm_order_id having count(*) > 1
  `.execute(db);
  expect(duplicates.rows).toEqual([]);
  // The graph's daily totals are the credited orders of each day of India's calendar.
  const days = await sql<{ day: string; kept: string | null; credited: string | null }>`
    select coalesce(k.day, c.day)::text as day, k.tokens::text as kept, c.tokens::text as credited
    from sales_per_day k
    full join (
      select (credited_at at time zone 'Asia/Kolkata')::date as day, sum(total_tokens) as tokens
      from orders where status = 'credited' group by 1
    ) c on c.day = k.day
    where k.tokens is distinct from c.tokens and not (k.tokens = 0 and c.tokens is null)
  `.execute(db);
  expect(days.rows).toEqual([]);
}
