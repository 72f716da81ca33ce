// The outbox and payment workers of two api processes on one database, each worker on a connection
// pool of its own (on PostgreSQL, with TEST_DATABASE_URL; PGlite serves one process, so there both
// share its one connection): each mail is sent once and each order asked about and settled once,
// against the sandbox's real SMTP server and Paytm stand-in.
import { startSandbox, type Sandbox } from '@rent/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { CLAIM_LEASE_MS, createMailWorker } from '../src/modules/mail/mail-worker.js';
import { createMailer, type Mailer } from '../src/modules/mail/mailer.js';
import { claimDueMail, enqueueMail } from '../src/modules/mail/outbox.repository.js';
import { claimDuePayment } from '../src/modules/orders/orders.repository.js';
import { createPaymentWorker } from '../src/modules/orders/paytm/payment-worker.js';
import { createPaytmClient } from '../src/modules/orders/paytm/paytm-client.js';
import { accountsConfig } from './helpers/accounts.js';
import { expectLedgerConsistent, seedBuyer, signedIn } from './helpers/orders.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const START = '2025-07-15T10:00:00Z';
const clock = testClock(START);
let sandbox: Sandbox;
let database: TestDatabase;
/** The second process's view of the database. */
let other: DatabaseHandle;
let app: App;
const mailers: Mailer[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ paytm: { now: clock.now } });
  database = await createTestDatabase();
  other = database.connectAgain();
  app = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({
      SMTP_URL: sandbox.smtpUrl,
      PAYTM_HOST: sandbox.url,
      PAYTM_TIMEOUT_MS: '2000',
    }),
  });
});

beforeEach(async () => {
  clock.set(START);
  sandbox.reset();
  sandbox.mailbox.clear();
  await database.reset();
});

afterEach(() => {
  mailers.splice(0).forEach((mailer) => mailer.close());
});

afterAll(async () => {
  await app?.close();
  await other?.close();
  await database?.close();
  await sandbox?.close();
});

/** The outbox worker of one api process: its own database handle and its own SMTP transport. */
function mailWorkerOn({ db }: DatabaseHandle) {
  const mailer = createMailer(app.config.mail, app.config.operator);
  mailers.push(mailer);
  return createMailWorker({
    db,
    now: clock.now,
    mailer,
    pollMs: 1000,
    maxAttempts: 12,
    log: app.log,
  });
}

/** The payment worker of one api process: its own database handle and its own Paytm client. */
function paymentWorkerOn({ db }: DatabaseHandle) {
  const paytm = createPaytmClient(app.config.paytm);
  return createPaymentWorker({
    pollMs: app.config.paytm.pollMs,
    paytmTimeoutMs: app.config.paytm.timeoutMs,
    log: app.log,
    context: () => ({
      db,
      now: clock.now(),
      sale: app.config.sale,
      paytm,
      publicUrl: app.config.publicUrl,
      log: app.log,
    }),
  });
}

async function queueMails(count: number): Promise<string[]> {
  const recipients = Array.from({ length: count }, (_, index) => `replica-${index}@example.com`);
  for (const recipient of recipients) {
    await enqueueMail(
      database.db,
      { recipient, subject: 'Two workers', text: 'Hello', html: '<p>Hello</p>' },
      clock.now(),
    );
  }
  return recipients;
}

// Sending 100 mails and buying 30 orders take seconds on a busy machine.
const RACE_TIMEOUT_MS = 60_000;

describe('two outbox workers on their own connections', () => {
  it(
    'send each of 100 mails exactly once',
    async () => {
      const recipients = await queueMails(100);
      const workers = [mailWorkerOn(database), mailWorkerOn(other)];

      const reports = await Promise.all(workers.map((worker) => worker.deliverDue()));

      expect(reports.map((report) => report.failed)).toEqual([0, 0]);
      expect(reports[0]?.sent).toBeGreaterThan(0);
      expect(reports[1]?.sent).toBeGreaterThan(0);
      expect((reports[0]?.sent ?? 0) + (reports[1]?.sent ?? 0)).toBe(100);
      const delivered = sandbox.mailbox.messages().flatMap((mail) => mail.to);
      expect(delivered.sort()).toEqual([...recipients].sort());
      expect(sandbox.smtp.status().accepted).toBe(100);
      const unsent = await database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .execute();
      expect(unsent).toEqual([]);
    },
    RACE_TIMEOUT_MS,
  );

  it('leave a mail claimed by a worker that stopped alone until its lease runs out', async () => {
    const [recipient] = await queueMails(1);
    // The first process claims the mail and dies before sending it.
    const claimed = await claimDueMail(
      database.db,
      clock.now(),
      new Date(clock.now().getTime() + CLAIM_LEASE_MS),
    );
    expect(claimed?.mail.recipient).toBe(recipient);

    const survivor = mailWorkerOn(other);
    expect(await survivor.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(CLAIM_LEASE_MS - 1);
    expect(await survivor.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1);
    expect(await survivor.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sandbox.mailbox.messages({ to: recipient })).toHaveLength(1);
  });
});

describe('two payment workers on their own connections', () => {
  /** Orders bought through the api, each by its own investor, of ₹3,000 (3.75 RENT). */
  async function buyOrders(count: number): Promise<string[]> {
    const browsers = await Promise.all(
      Array.from({ length: count }, async () => signedIn(app, await seedBuyer(database.db))),
    );
    const paytmOrderIds: string[] = [];
    for (const browser of browsers) {
      const response = await browser.request({
        method: 'POST',
        url: '/api/v1/order/create-order',
        payload: { amount: 3000 },
      });
      expect(response.statusCode).toBe(201);
      paytmOrderIds.push(response.json().data.paytmOrderId);
    }
    return paytmOrderIds;
  }

  const statusOf = async (paytmOrderId: string) =>
    (
      await database.db
        .selectFrom('orders')
        .select('status')
        .where('paytm_order_id', '=', paytmOrderId)
        .executeTakeFirstOrThrow()
    ).status;

  it(
    'ask Paytm about each due order once and credit each paid one once',
    async () => {
      const orders = await buyOrders(30);
      // A third paid, a third declined, a third not paid yet.
      for (const [index, orderId] of orders.entries()) {
        if (index % 3 === 0) await sandbox.paytm.pay(orderId, 'TXN_SUCCESS');
        if (index % 3 === 1) await sandbox.paytm.pay(orderId, 'TXN_FAILURE');
      }
      clock.advance(61_000);
      // Each answer takes a while, so that both workers are busy at once.
      sandbox.paytm.set({ statusDelayMs: 20 });
      const asked = sandbox.paytm.status().statusRequests;
      const workers = [paymentWorkerOn(database), paymentWorkerOn(other)];

      const reports = await Promise.all(workers.map((worker) => worker.settleDue()));

      expect(sandbox.paytm.status().statusRequests - asked).toBe(30);
      expect(reports[0]?.checked).toBeGreaterThan(0);
      expect(reports[1]?.checked).toBeGreaterThan(0);
      const total = (field: 'checked' | 'credited' | 'failed' | 'stillPending') =>
        reports.reduce((sum, report) => sum + report[field], 0);
      expect([total('checked'), total('credited'), total('failed'), total('stillPending')]).toEqual(
        [30, 10, 10, 10],
      );
      for (const [index, orderId] of orders.entries()) {
        expect(await statusOf(orderId)).toBe(['credited', 'failed', 'pending'][index % 3]);
      }
      const supply = await app.inject({ method: 'GET', url: '/api/v1/rent/supply' });
      expect(supply.json().data.totalSold).toBe('37.5');
      await expectLedgerConsistent(database.db);

      // Nothing is due again at this instant: a second pass of both asks nobody.
      const again = await Promise.all(workers.map((worker) => worker.settleDue()));
      expect(again.map((report) => report.checked)).toEqual([0, 0]);
      expect(sandbox.paytm.status().statusRequests - asked).toBe(30);
    },
    RACE_TIMEOUT_MS,
  );

  it('leave an order claimed by a worker that stopped alone until its lease runs out', async () => {
    const [orderId = ''] = await buyOrders(1);
    await sandbox.paytm.pay(orderId, 'TXN_SUCCESS');
    clock.advance(61_000);
    // The first process claims the order, as its worker does, and dies before asking Paytm.
    const lease = 2 * app.config.paytm.timeoutMs + 30_000;
    const claimed = await claimDuePayment(database.db, {
      createdBefore: clock.now(),
      now: clock.now(),
      intervalMs: app.config.paytm.pollMs,
      longestIntervalMs: 60 * 60_000,
      leaseUntil: new Date(clock.now().getTime() + lease),
    });
    expect(claimed?.paytm_order_id).toBe(orderId);

    const survivor = paymentWorkerOn(other);
    expect(await survivor.settleDue()).toMatchObject({ checked: 0 });
    clock.advance(lease - 1);
    expect(await survivor.settleDue()).toMatchObject({ checked: 0 });
    clock.advance(1);
    expect(await survivor.settleDue()).toMatchObject({ checked: 1, credited: 1 });
    expect(await statusOf(orderId)).toBe('credited');
    await expectLedgerConsistent(database.db);
  });
});
