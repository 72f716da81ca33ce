// What one online purchase asks of the database (issue 30): the statements and transactions of
// creating the order and of the callback that credits it, for an investor nobody referred and for
// a referred one whose referrer earns a bonus, and how often the sale's supply row is locked
// (helpers/statements.ts records them). The bounds are today's counts: a change that adds a round
// trip to a purchase has to raise them on purpose. Those sent while the supply row is locked count
// most: the credit's reads, then its writes as one. Beside them, the signed-in investor's own
// account read (`GET /api/v1/user`), the gateway's most frequent call.
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { seedInvestor } from './helpers/accounts.js';
import { expectLedgerConsistent, seedBuyer, signedIn, useOrdersApp } from './helpers/orders.js';
import { linkReferee } from './helpers/referrals.js';
import { recorded, type SqlCount } from './helpers/statements.js';
import { updateUser } from '../src/modules/users/users.repository.js';

const orders = useOrdersApp();

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
 * What creating and crediting an order may send, referred or not. Creating: the sign-in check that
 * reads the buyer's account, then the supply row's lock, the holds and the insert. The credit: the
 * order Paytm's return names, then the supply row's lock, the order with its parties and the other
 * orders' holds, and its writes as one statement (decisions 0155, 0156).
 */
const BOUNDS = {
  create: { statements: 4, transactions: 2, supplyLocks: 1, underSupplyLock: 3 },
  credit: { statements: 4, transactions: 2, supplyLocks: 1, underSupplyLock: 3 },
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

describe('SQL per signed-in read', () => {
  it('reads the account with the sign-in check, then only its tokens', async () => {
    const buyer = await seedBuyer(orders.database.db);
    const browser = await signedIn(orders.app, buyer);
    const me = await recorded(() => browser.request({ method: 'GET', url: '/api/v1/user' }));
    expect(me.result.statusCode).toBe(200);
    expect(me.result.json().data.user.email).toBe(buyer.email);
    expect(me.sql).toMatchObject({ statements: 2, transactions: 2, supplyLocks: 0 });
  });
});
