// The admin CLI's orders commands, run in-process against the test database: the queue of manual
// transfers, one order's file and proof, approvals that credit exactly once with the bonus of the
// submission instant (or end refund_due when the hard cap is full), rejections with a reason, the
// audit rows and e-mails of each decision, and one pass of the payment worker.
import { runAdminCommand } from './helpers/admin.js';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { createDocumentStorage } from '../src/modules/documents/document-storage.js';
import {
  reservedTokens,
  soldTokens,
  sumCreditedTokensOfUser,
} from '../src/modules/orders/orders.repository.js';
import type { Browser } from './helpers/browser.js';
import { modeOf, multipartBody, pdf, png, type TestDocument } from './helpers/kyc.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';

const ACTOR = 'admin-cli:reviewer';
const dataDir = join(tmpdir(), `rent-orders-admin-${randomUUID()}`);
const workDir = join(dataDir, 'work');
const orders = useOrdersApp('2025-07-15T10:00:00Z', {
  DATA_DIR: dataDir,
  PUBLIC_URL: 'https://rent.example',
});
let asha: UserRow;
let browser: Browser;

beforeEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await createDocumentStorage(orders.app.config.storage).prepare();
  await mkdir(workDir, { recursive: true });
  asha = await seedBuyer(orders.database.db, { email: 'asha@example.com', fullname: 'Asha Rao' });
  browser = await signedIn(orders.app, asha);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const admin = (...argv: string[]) =>
  runAdminCommand(
    { app: orders.app, db: orders.database.db, now: orders.clock.now, actor: ACTOR, cwd: workDir },
    argv,
  );

/** A command line exactly as given, without the suite's --by. */
const adminWithoutBy = (...argv: string[]) =>
  runAdminCommand(
    { app: orders.app, db: orders.database.db, now: orders.clock.now, actor: '', cwd: workDir },
    argv,
  );

/** Submits a manual transfer as Asha (or `as`) and returns its purchase id. */
async function submitManual(
  amount = '5000',
  proof: TestDocument = png('bank-receipt.png'),
  as: Browser = browser,
): Promise<string> {
  const form = new FormData();
  form.append('amount', amount);
  form.append('proof', new Blob([new Uint8Array(proof.bytes)], { type: proof.type }), proof.name);
  const { payload, headers } = await multipartBody(form);
  const response = await as.request({
    method: 'POST',
    url: '/api/v1/order/manual',
    payload,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.purchaseId;
}

const orderOf = (purchaseId: string) =>
  orders.database.db
    .selectFrom('orders')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .executeTakeFirstOrThrow();

/** Asha's balance as GET /user tells her, signed in afresh (the clock may have moved). */
const tokenBalance = async () => {
  const response = await (
    await signedIn(orders.app, asha)
  ).request({ method: 'GET', url: '/api/v1/user' });
  expect(response.statusCode).toBe(200);
  return response.json().data.user.tokenBalance as string;
};

const orderAudit = async () =>
  (
    await orders.database.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'subject_id', 'before', 'after'])
      .where('action', 'in', ['order.approve', 'order.reject', 'order.proof.read'])
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((entry) => ({ ...entry }));

/** The mails of the team's decisions (each submission's receipt is mailed too: payment-mails.test.ts). */
const queuedMail = () =>
  orders.database.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'text'])
    .where('subject', 'not like', 'Your RENT manual payment % is received')
    .orderBy('created_at')
    .execute();

describe('orders list', () => {
  it('lists the manual transfers waiting for review, oldest first', async () => {
    const first = await submitManual('5000');
    orders.clock.advance(60_000);
    const second = await submitManual('2000', pdf('statement.pdf'));
    await seedOrder(orders.database.db, { user_id: asha.id, status: 'pending' });
    await seedOrder(orders.database.db, {
      user_id: asha.id,
      status: 'credited',
      payment_method: 'manual',
      base_tokens: '1',
    });

    const { exitCode, out } = await admin('orders', 'list');
    expect(exitCode).toBe(0);
    const [header, ...rows] = out.split('\n');
    expect(header).toMatch(
      /^PURCHASE ID\s+BANK REF\s+SUBMITTED\s+EMAIL\s+NAME\s+AMOUNT\s+TOKENS\s+BONUS\s+STATUS$/,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(
        `^${first}\\s+[A-HJKMNP-Z2-9]{8}\\s+15 Jul 2025, 03:30 PM IST\\s+asha@example.com\\s+Asha Rao\\s+₹5,000.00\\s+6.25 RENT\\s+25%\\s+pending$`,
      ),
    );
    expect(rows[1]).toMatch(
      new RegExp(`^${second}\\s+[A-HJKMNP-Z2-9]{8}\\s+15 Jul 2025, 03:31 PM IST`),
    );
  });

  it('filters by status and payment method', async () => {
    await submitManual();
    const paytm = await seedOrder(orders.database.db, { user_id: asha.id, status: 'pending' });
    expect((await admin('orders', 'list', '--status', 'credited')).out).toBe('No credited orders.');
    const online = await admin('orders', 'list', '--method', 'PAYTM');
    expect(online.out).toContain(paytm.purchase_id);
    expect(online.out.split('\n')).toHaveLength(2);
    const wrong = await admin('orders', 'list', '--status', 'approved');
    expect(wrong).toMatchObject({ exitCode: 1, out: '' });
    expect(wrong.err).toBe(
      '--status must be one of pending, credited, failed, rejected, refund_due, refunded',
    );
  });
});

describe('orders show and orders proof', () => {
  it('finds a manual transfer by the bank reference on the statement, and shows it', async () => {
    const purchaseId = await submitManual('5000');
    const reference = (await orderOf(purchaseId)).bank_reference ?? '';
    expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const { exitCode, out } = await admin('orders', 'show', ` ${reference.toLowerCase()} `);
    expect(exitCode).toBe(0);
    expect(out).toContain(`Order ${purchaseId}`);
    expect(out).toMatch(new RegExp(`Bank reference\\s+${reference}`));
    const unknown = await admin('orders', 'show', 'ZZZZ2222');
    expect(unknown.exitCode).toBe(1);
  });

  it('shows the order, the investor and the proof’s name, type, size and SHA-256', async () => {
    const proof = png('bank-receipt.png');
    const purchaseId = await submitManual('5000', proof);
    const row = await orderOf(purchaseId);
    const { exitCode, out } = await admin('orders', 'show', purchaseId.toLowerCase());
    expect(exitCode).toBe(0);
    expect(out).toContain(`Order ${purchaseId}`);
    expect(out).toMatch(/Status\s+pending/);
    expect(out).toMatch(/Amount\s+₹5,000.00 \(INR\)/);
    expect(out).toMatch(/Bonus tokens\s+1.25 RENT \(25%\)/);
    expect(out).toMatch(/Phase\s+Pre-Sale/);
    expect(out).toMatch(new RegExp(`User id\\s+${asha.id}`));
    expect(out).toMatch(/E-mail\s+asha@example.com/);
    expect(out).toMatch(/KYC status\s+VERIFIED/);
    expect(out).toMatch(/Name\s+bank-receipt.png/);
    expect(out).toMatch(/Type\s+image\/png/);
    // The proof is kept re-encoded: what is shown is the stored file's size and SHA-256.
    const stored = await readFile(join(dataDir, 'documents', row.proof_storage_key ?? 'missing'));
    expect(out).toMatch(new RegExp(`Bytes\\s+${stored.length}`));
    expect(out).toMatch(
      new RegExp(`SHA-256\\s+${createHash('sha256').update(stored).digest('hex')}`),
    );
    expect(out).toContain(join(dataDir, 'documents', row.proof_storage_key ?? 'missing'));
    // Its history as sentences, not JSON.
    expect(out).toContain(
      `Audit log\n  15 Jul 2025, 03:30 PM IST — asha@example.com submitted the bank transfer of ` +
        `order ${purchaseId} by asha@example.com (₹5,000.00, 6.25 RENT)`,
    );
  });

  it('writes the proof to a new file for the team, and audits the read', async () => {
    const proof = pdf('statement.pdf');
    const purchaseId = await submitManual('3000', proof);
    const written = await admin('orders', 'proof', purchaseId, 'proof.pdf');
    expect(written).toMatchObject({ exitCode: 0, err: '' });
    expect(written.out).toContain('application/pdf');
    const file = join(workDir, 'proof.pdf');
    expect(Buffer.compare(await readFile(file), Buffer.from(proof.bytes))).toBe(0);
    expect(await modeOf(file)).toBe(0o600);
    expect(await orderAudit()).toEqual([
      expect.objectContaining({ actor: ACTOR, action: 'order.proof.read' }),
    ]);

    await writeFile(join(workDir, 'taken.pdf'), 'mine');
    const refused = await admin('orders', 'proof', purchaseId, 'taken.pdf');
    expect(refused.exitCode).toBe(1);
    expect(refused.err).toContain('already exists');
    expect(await readFile(join(workDir, 'taken.pdf'), 'utf8')).toBe('mine');
  });

  it('says clearly when there is no such order or no proof', async () => {
    const unknown = await admin('orders', 'show', 'RENT-NOSUCHORDR');
    expect(unknown).toMatchObject({ exitCode: 1, out: '' });
    expect(unknown.err).toBe('No order with the purchase id "RENT-NOSUCHORDR"');
    const online = await seedOrder(orders.database.db, { user_id: asha.id, status: 'pending' });
    const noProof = await admin('orders', 'proof', online.purchase_id, 'x.png');
    expect(noProof.exitCode).toBe(1);
    expect(noProof.err).toContain('has no payment proof');
    expect((await admin('orders', 'show')).exitCode).toBe(2);
  });
});

describe('orders approve', () => {
  it('credits a manual transfer once, with an audit row and an e-mail', async () => {
    const purchaseId = await submitManual('5000');
    orders.clock.advance(3_600_000);
    const approved = await admin('orders', 'approve', purchaseId, '--by', 'priya');
    expect(approved).toMatchObject({ exitCode: 0, err: '' });
    expect(approved.out).toBe(
      `Order ${purchaseId}: pending → credited. 6.25 RENT credited to asha@example.com.\n` +
        'E-mail to asha@example.com queued.',
    );
    const row = await orderOf(purchaseId);
    expect(row).toMatchObject({
      status: 'credited',
      credited_at: new Date('2025-07-15T11:00:00Z'),
      reviewed_at: new Date('2025-07-15T11:00:00Z'),
      reviewed_by: 'priya',
    });
    expect(await tokenBalance()).toBe('6.25');

    const again = await admin('orders', 'approve', purchaseId, '--by', 'priya');
    expect(again).toMatchObject({ exitCode: 1, out: '' });
    expect(again.err).toBe(
      `Cannot approve order ${purchaseId}: it is credited; approve needs pending`,
    );
    expect(await tokenBalance()).toBe('6.25');
    expect(await soldTokens(orders.database.db)).toBe('6.25');

    expect(await orderAudit()).toEqual([
      {
        actor: 'admin-cli:priya',
        action: 'order.approve',
        subject_id: row.id,
        before: { status: 'pending' },
        after: { status: 'credited', reviewedBy: 'priya', totalTokens: '6.25' },
      },
    ]);
    const mail = await queuedMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      recipient: 'asha@example.com',
      subject: `Your RENT purchase ${purchaseId} is confirmed`,
    });
    expect(mail[0]?.text).toContain('₹5,000.00');
    expect(mail[0]?.text).toContain('6.25 RENT');
    expect(mail[0]?.text).toContain('https://rent.example/transactions');
    await expectLedgerConsistent(orders.database.db);
  });

  it('keeps the balance equal to the sum of the credited orders', async () => {
    const first = await submitManual('5000');
    const second = await submitManual('2000');
    const third = await submitManual('1000');
    await seedOrder(orders.database.db, {
      user_id: asha.id,
      status: 'credited',
      base_tokens: '3',
      bonus_tokens: '0.75',
    });
    for (const purchaseId of [first, second, first]) {
      await admin('orders', 'approve', purchaseId, '--by', 'priya');
    }
    await admin('orders', 'reject', third, '--reason', 'No such transfer', '--by', 'priya');
    const credited = await sumCreditedTokensOfUser(orders.database.db, asha.id);
    // 6.25 + 2.5 approved (the third was rejected, the repeat refused) + 3.75 credited before.
    expect(credited).toBe('12.50');
    expect(await tokenBalance()).toBe('12.5');
    await expectLedgerConsistent(orders.database.db);
  });

  it('credits the bonus of the phase the transfer was submitted in', async () => {
    // The last half second of the Pre-Sale (25 %)…
    orders.clock.set('2025-08-14T18:29:59.500Z');
    const purchaseId = await submitManual('10000', png(), await signedIn(orders.app, asha));
    // …approved in Phase 1 (15 %).
    orders.clock.set('2025-08-20T06:00:00Z');
    const approved = await admin('orders', 'approve', purchaseId, '--by', 'priya');
    expect(approved.exitCode).toBe(0);
    expect(await orderOf(purchaseId)).toMatchObject({
      status: 'credited',
      phase_name: 'Pre-Sale',
      bonus_percent: 25,
      bonus_tokens: '2.50',
      total_tokens: '12.50',
    });
    expect(await tokenBalance()).toBe('12.5');
    await expectLedgerConsistent(orders.database.db);
  });

  it('ends refund_due, and says so, when the hard cap has no room left', async () => {
    const purchaseId = await submitManual('10000');
    // Sold elsewhere meanwhile: 13,999,990 of the 14,000,000 are taken, the transfer needs 12.5.
    const other = await seedBuyer(orders.database.db);
    await seedOrder(orders.database.db, {
      user_id: other.id,
      status: 'credited',
      base_tokens: '13999990',
    });
    const approved = await admin('orders', 'approve', purchaseId, '--by', 'priya');
    expect(approved.exitCode).toBe(0);
    expect(approved.out).toBe(
      `Order ${purchaseId}: pending → refund_due. The hard cap has no room left for its ` +
        '12.5 RENT: nothing was credited, and ₹10,000.00 must be refunded to asha@example.com.\n' +
        'E-mail to asha@example.com queued.',
    );
    expect(await orderOf(purchaseId)).toMatchObject({
      status: 'refund_due',
      credited_at: null,
      reviewed_by: 'priya',
    });
    expect(await tokenBalance()).toBe('0');
    expect(await soldTokens(orders.database.db)).toBe('13999990.00');
    const [mail] = await queuedMail();
    expect(mail?.subject).toBe(`Your RENT payment ${purchaseId} will be refunded`);
    expect(await orderAudit()).toEqual([
      expect.objectContaining({
        action: 'order.approve',
        after: expect.objectContaining({ status: 'refund_due' }),
      }),
    ]);
    const twice = await admin('orders', 'approve', purchaseId, '--by', 'priya');
    expect(twice.err).toContain('it is refund_due; approve needs pending');
    await expectLedgerConsistent(orders.database.db);
  });

  it('refuses orders that are not manual transfers, unknown ids and a missing reviewer', async () => {
    const online = await seedOrder(orders.database.db, {
      user_id: asha.id,
      status: 'pending',
      base_tokens: '3',
    });
    const refused = await admin('orders', 'approve', online.purchase_id, '--by', 'priya');
    expect(refused.exitCode).toBe(1);
    expect(refused.err).toBe(
      `Cannot approve order ${online.purchase_id}: it is a paytm order; only manual payments ` +
        'are reviewed by the team',
    );
    expect((await orderOf(online.purchase_id)).status).toBe('pending');

    const unknown = await admin('orders', 'approve', 'RENT-NOSUCHORDR', '--by', 'priya');
    expect(unknown).toMatchObject({
      exitCode: 1,
      err: 'No order with the purchase id "RENT-NOSUCHORDR"',
    });

    const purchaseId = await submitManual();
    const withoutReviewer = await adminWithoutBy('orders', 'approve', purchaseId);
    expect(withoutReviewer.exitCode).toBe(2);
    expect(withoutReviewer.err).toContain('--by is required');
    const blankReviewer = await admin('orders', 'approve', purchaseId, '--by', '  ');
    expect(blankReviewer.exitCode).toBe(2);
    expect(blankReviewer.err).toContain(
      '--by is required: name the team member running the command',
    );
    expect((await orderOf(purchaseId)).status).toBe('pending');
    expect(await orderAudit()).toEqual([]);
    expect(await queuedMail()).toEqual([]);
    await expectLedgerConsistent(orders.database.db);
  });
});

describe('orders reject', () => {
  it('rejects with the reason, e-mails it and frees the reservation', async () => {
    const purchaseId = await submitManual('5000');
    const reserved = () => reservedTokens(orders.database.db, orders.clock.now());
    expect(await reserved()).toBe('6.25');
    const rejected = await admin(
      'orders',
      'reject',
      purchaseId,
      '--reason',
      'The receipt does not show our account number',
      '--by',
      'Priya',
    );
    expect(rejected).toMatchObject({ exitCode: 0, err: '' });
    expect(rejected.out).toBe(
      `Order ${purchaseId}: pending → rejected. Reason: The receipt does not show our account ` +
        'number\nE-mail to asha@example.com queued.',
    );
    const row = await orderOf(purchaseId);
    expect(row).toMatchObject({
      status: 'rejected',
      status_reason: 'The receipt does not show our account number',
      reviewed_by: 'priya',
      credited_at: null,
    });
    expect(await orderAudit()).toEqual([
      {
        actor: 'admin-cli:priya',
        action: 'order.reject',
        subject_id: row.id,
        before: { status: 'pending' },
        after: {
          status: 'rejected',
          reviewedBy: 'priya',
          reason: 'The receipt does not show our account number',
        },
      },
    ]);
    const [mail] = await queuedMail();
    expect(mail).toMatchObject({
      recipient: 'asha@example.com',
      subject: `Your RENT manual payment ${purchaseId} was not accepted`,
    });
    expect(mail?.text).toContain('Reason: The receipt does not show our account number');

    // The investor sees why.
    const history = await browser.request({ method: 'GET', url: '/api/v1/order/history' });
    expect(history.json().data.orders[0]).toMatchObject({
      purchaseId,
      status: 'rejected',
      statusReason: 'The receipt does not show our account number',
    });
    expect(await tokenBalance()).toBe('0');
    expect(await reserved()).toBe('0');

    const approveAfter = await admin('orders', 'approve', purchaseId, '--by', 'priya');
    expect(approveAfter.err).toBe(
      `Cannot approve order ${purchaseId}: it is rejected; approve needs pending`,
    );
    const rejectAgain = await admin('orders', 'reject', purchaseId, '--reason', 'x', '--by', 'p');
    expect(rejectAgain.err).toBe(
      `Cannot reject order ${purchaseId}: it is rejected; reject needs pending`,
    );
    expect(await orderAudit()).toHaveLength(1);
    expect(await queuedMail()).toHaveLength(1);
    await expectLedgerConsistent(orders.database.db);
  });

  it('needs a reason and a reviewer', async () => {
    const purchaseId = await submitManual();
    const noReason = await admin('orders', 'reject', purchaseId, '--by', 'priya');
    expect(noReason.exitCode).toBe(2);
    expect(noReason.err).toContain('--reason is required');
    const blank = await admin('orders', 'reject', purchaseId, '--reason', ' \n ', '--by', 'p');
    expect(blank).toMatchObject({
      exitCode: 1,
      err: 'A rejection needs a reason (--reason "…")',
    });
    const noReviewer = await adminWithoutBy(
      'orders',
      'reject',
      purchaseId,
      '--reason',
      'Unreadable',
    );
    expect(noReviewer.exitCode).toBe(2);
    expect((await orderOf(purchaseId)).status).toBe('pending');
  });
});

describe('orders settle', () => {
  it('runs one pass of the payment worker and reports it', async () => {
    expect((await admin('orders', 'settle')).out).toBe(
      'No pending online payment is due for a check.',
    );
    const created = await browser.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 3000 },
    });
    expect(created.statusCode).toBe(201);
    await orders.sandbox.paytm.pay(created.json().data.paytmOrderId, 'TXN_SUCCESS');
    orders.clock.advance(2 * 60_000);
    const settled = await admin('orders', 'settle');
    expect(settled).toMatchObject({ exitCode: 0, err: '' });
    expect(settled.out).toBe(
      'Checked 1 pending online payment(s): 1 credited, 0 failed or refund due, 0 still pending.',
    );
    expect(await tokenBalance()).toBe('3.75');
    await expectLedgerConsistent(orders.database.db);
  });

  it('settles one named order at once, before the worker would ask about it', async () => {
    const created = await browser.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 2000 },
    });
    expect(created.statusCode).toBe(201);
    const { paytmOrderId } = created.json().data;
    const { purchase_id: purchaseId } = await orders.database.db
      .selectFrom('orders')
      .select('purchase_id')
      .where('paytm_order_id', '=', paytmOrderId)
      .executeTakeFirstOrThrow();
    await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS');
    // Not due for the worker yet: a pass checks nothing.
    expect((await admin('orders', 'settle')).out).toBe(
      'No pending online payment is due for a check.',
    );
    const settled = await admin('orders', 'settle', purchaseId.toLowerCase());
    expect(settled).toMatchObject({ exitCode: 0, err: '', out: `${purchaseId} is credited.` });
    expect(await tokenBalance()).toBe('2.5');
    const again = await admin('orders', 'settle', purchaseId);
    expect(again.out).toBe(`${purchaseId} is credited.`);
    expect(await tokenBalance()).toBe('2.5');
    await expectLedgerConsistent(orders.database.db);
  });

  it('refuses to settle an unknown order or a manual transfer with Paytm', async () => {
    expect(await admin('orders', 'settle', 'RENT-NOSUCH0000')).toMatchObject({
      exitCode: 1,
      err: 'No order RENT-NOSUCH0000.',
    });
    const purchaseId = await submitManual();
    expect(await admin('orders', 'settle', purchaseId)).toMatchObject({
      exitCode: 1,
      err: `${purchaseId} is a manual order: only online payments are settled with Paytm.`,
    });
    expect((await orderOf(purchaseId)).status).toBe('pending');
    expect(await admin('orders', 'settle', 'a', 'b')).toMatchObject({ exitCode: 2 });
  });
});
