// What one online purchase asks of the database (issue 30): the statements and transactions of
// creating the order and of the callback that credits it, for an investor nobody referred and for
// a referred one whose referrer earns a bonus, and how often the sale's supply row is locked. Each
// statement the api sends is written down below the driver (PGlite's query, pg's Client.query), as
// the purchases benchmark's recorder does, so that begin and commit are seen too. The bounds are
// today's counts: a change that adds a round trip to a purchase has to raise them on purpose. Those
// sent while the supply row is locked count most: the credit's reads, then its writes as one.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { seedInvestor } from './helpers/accounts.js';
import { expectLedgerConsistent, seedBuyer, signedIn, useOrdersApp } from './helpers/orders.js';
import { linkReferee } from './helpers/referrals.js';
import { updateUser } from '../src/modules/users/users.repository.js';

const orders = useOrdersApp();

interface SqlCount {
  statements: number;
  transactions: number;
  supplyLocks: number;
  /**
   * The most statements one transaction sent while it held the supply row's lock, the one taking
   * it included: every other purchase of the sale waits for each of them.
   */
  underSupplyLock: number;
}

const CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release|rollback to)\b/i;
const BEGIN = /^\s*(begin|start transaction)\b/i;
const ENDS = /^\s*(commit|rollback)\b/i;
const locksSupply = (text: string) =>
  /\bsale_supply\b/i.test(text) && (/\bfor update\b/i.test(text) || /^\s*update\b/i.test(text));

/**
 * Statements (begin, commit and the like left out), transactions (each explicit one, and each
 * statement sent outside one, which runs as a transaction of its own) and supply-row locks, as the
 * purchases benchmark counts them.
 */
function countOf(recorded: [connection: number, text: string][]): SqlCount {
  const open = new Set<number>();
  // Per connection whose open transaction holds the supply row's lock: its statements since.
  const locked = new Map<number, number>();
  const count: SqlCount = { statements: 0, transactions: 0, supplyLocks: 0, underSupplyLock: 0 };
  for (const [connection, text] of recorded) {
    if (BEGIN.test(text)) {
      open.add(connection);
      count.transactions += 1;
    } else if (CONTROL.test(text)) {
      if (ENDS.test(text)) {
        open.delete(connection);
        locked.delete(connection);
      }
    } else {
      count.statements += 1;
      if (!open.has(connection)) count.transactions += 1;
      if (locksSupply(text)) count.supplyLocks += 1;
      if (open.has(connection) && (locked.has(connection) || locksSupply(text))) {
        const held = (locked.get(connection) ?? 0) + 1;
        locked.set(connection, held);
        count.underSupplyLock = Math.max(count.underSupplyLock, held);
      }
    }
  }
  return count;
}

type Query = (this: object, text: unknown, ...rest: unknown[]) => unknown;
const clientPrototype = pg.Client.prototype as unknown as { query: Query };
const pglitePrototype = PGlite.prototype as unknown as { query: Query };
const driverQueries = { pg: clientPrototype.query, pglite: pglitePrototype.query };

afterEach(() => {
  clientPrototype.query = driverQueries.pg;
  pglitePrototype.query = driverQueries.pglite;
});

/** Runs `action`, writing down every statement the drivers are sent meanwhile. */
async function recorded<T>(action: () => Promise<T>): Promise<{ result: T; sql: SqlCount }> {
  const statements: [number, string][] = [];
  const connections = new WeakMap<object, number>();
  let opened = 0;
  const recording = (query: Query): Query =>
    function recordedQuery(this: object, text, ...rest) {
      const sqlText = typeof text === 'string' ? text : (text as { text?: unknown } | null)?.text;
      if (!connections.has(this)) connections.set(this, (opened += 1));
      if (typeof sqlText === 'string') statements.push([connections.get(this) ?? 0, sqlText]);
      return query.call(this, text, ...rest);
    };
  clientPrototype.query = recording(driverQueries.pg);
  pglitePrototype.query = recording(driverQueries.pglite);
  try {
    const result = await action();
    return { result, sql: countOf(statements) };
  } finally {
    clientPrototype.query = driverQueries.pg;
    pglitePrototype.query = driverQueries.pglite;
  }
}

/** Creates an online order for `buyer` and has the callback credit it, each step recorded. */
async function purchase(buyer: UserRow) {
  const browser = await signedIn(orders.app, buyer);
  const create = await recorded(() =>
    browser.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 3000 },
    }),
  );
  expect(create.result.statusCode).toBe(201);
  const { paytmOrderId } = create.result.json().data as { paytmOrderId: string };
  const fields = await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS');
  const credit = await recorded(() =>
    orders.app.inject({ method: 'POST', url: '/api/v1/order/verify-payment', payload: fields }),
  );
  expect(credit.result.statusCode).toBe(200);
  expect(credit.result.json().data.status).toBe('success');
  await expectLedgerConsistent(orders.database.db);
  return { create: create.sql, credit: credit.sql };
}

/** Each count within its bound (a count that falls is welcome: lower the bound with it). */
function expectAtMost(count: SqlCount, bound: SqlCount) {
  expect(count.statements, 'statements').toBeLessThanOrEqual(bound.statements);
  expect(count.transactions, 'transactions').toBeLessThanOrEqual(bound.transactions);
  expect(count.supplyLocks, 'supply-row locks').toBeLessThanOrEqual(bound.supplyLocks);
  expect(count.underSupplyLock, 'statements under the supply-row lock').toBeLessThanOrEqual(
    bound.underSupplyLock,
  );
}

/**
 * What creating and crediting an order may send, referred or not: the credit's writes go as one
 * statement under the supply-row lock (decision 0155).
 */
const BOUNDS = {
  create: { statements: 5, transactions: 2, supplyLocks: 1, underSupplyLock: 3 },
  credit: { statements: 5, transactions: 2, supplyLocks: 2, underSupplyLock: 4 },
} satisfies Record<string, SqlCount>;

function expectPurchaseWithinBounds(sql: { create: SqlCount; credit: SqlCount }) {
  expectAtMost(sql.create, BOUNDS.create);
  expectAtMost(sql.credit, BOUNDS.credit);
}

describe('SQL per online purchase', () => {
  it('creates and credits an un-referred investor’s order in few statements', async () => {
    const buyer = await seedBuyer(orders.database.db);
    const sql = await purchase(buyer);
    expectPurchaseWithinBounds(sql);
  });

  it('creates and credits a referred investor’s order, with the referrer’s bonus', async () => {
    const { db } = orders.database;
    const referrer = await seedInvestor(db, { email: 'referrer@example.com' });
    await updateUser(db, referrer.id, { kyc_status: 'VERIFIED' });
    const buyer = await linkReferee(db, referrer, await seedInvestor(db), {
      kyc_status: 'VERIFIED',
    });
    const sql = await purchase(buyer);
    const bonus = await db
      .selectFrom('orders')
      .select(['status', 'total_tokens'])
      .where('user_id', '=', referrer.id)
      .executeTakeFirstOrThrow();
    expect(bonus.status).toBe('credited');
    expectPurchaseWithinBounds(sql);
  });
});
