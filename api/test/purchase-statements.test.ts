// What one online purchase asks of the database (issue 30): the statements and transactions of
// creating the order and of the callback that credits it, for an investor nobody referred and for
// a referred one whose referrer earns a bonus, and how often the sale's supply row is locked
// (helpers/statements.ts records them). The bounds are today's counts: a change that adds a round
// trip to a purchase has to raise them on purpose. Those sent while the supply row is locked count
// most: the credit's reads, then its writes as one. Beside them, the signed-in investor's own
// account read (`GET /api/v1/user`), the gateway's most frequent call.
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { accountsConfig, seedInvestor } from './helpers/accounts.js';
import { buildTestApp } from './helpers/test-app.js';
import { expectLedgerConsistent, seedBuyer, signedIn, useOrdersApp } from './helpers/orders.js';
import { linkReferee } from './helpers/referrals.js';
import { recorded, type SqlCount } from './helpers/statements.js';
import { updateUser } from '../src/modules/users/users.repository.js';

const orders = useOrdersApp();

/**
 * Creates an online order for `buyer` and has the callback credit it, each step recorded. `app`
 * serves both (the file's app by default); `afterCredit` runs within the credit's recording.
 */
async function purchase(buyer: UserRow, app = orders.app, afterCredit = async () => {}) {
  const browser = await signedIn(app, buyer);
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
  const credit = await recorded(async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/order/verify-payment',
      payload: fields,
    });
    await afterCredit();
    return response;
  });
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

describe('SQL of a purchase’s mail', () => {
  it('is one statement, the mail marked sent by the process that credited it', async () => {
    const { sandbox, database, clock } = orders;
    const running = await buildTestApp({
      database,
      clock,
      mailWorker: true,
      config: await accountsConfig({
        PAYTM_HOST: sandbox.url,
        PAYTM_TIMEOUT_MS: '2000',
        SMTP_URL: sandbox.smtpUrl,
        // Nothing but the credit itself sends its mail within the recording.
        MAIL_POLL_MS: '3600000',
      }),
    });
    const buyer = await seedBuyer(database.db);
    let closed = false;
    try {
      // Closing waits for the mail in flight, so that its statements fall within the recording.
      const sql = await purchase(buyer, running, async () => {
        await sandbox.mailbox.waitFor({ to: buyer.email }, 5000);
        await running.close();
        closed = true;
      });
      expectAtMost(sql.credit, {
        ...BOUNDS.credit,
        statements: BOUNDS.credit.statements + 1,
        transactions: BOUNDS.credit.transactions + 1,
      });
    } finally {
      if (!closed) await running.close();
    }
    const mails = await database.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails).toEqual([
      expect.objectContaining({ recipient: buyer.email, attempts: 0, sent_at: clock.now() }),
    ]);
    expect(sandbox.mailbox.messages({ to: buyer.email })).toHaveLength(1);
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
