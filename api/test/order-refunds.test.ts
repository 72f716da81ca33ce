// `orders refund`: the team closes an order due a refund once the money is back with the investor,
// recording the bank's or Paytm's reference. Exactly once, audited, mailed; anything else refused
// with a reason and nothing stored. The investor then sees the order as refunded.
import { runAdminCommand } from './helpers/admin.js';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderRow } from '../src/modules/orders/orders.table.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';

const ACTOR = 'admin-cli:accounts';
const REFERENCE = 'UTR 412345678901';
const orders = useOrdersApp('2025-07-15T10:00:00Z', { PUBLIC_URL: 'https://rent.example' });
let asha: UserRow;

beforeEach(async () => {
  asha = await seedBuyer(orders.database.db, { email: 'asha@example.com', fullname: 'Asha Rao' });
});

const admin = (...argv: string[]) =>
  runAdminCommand(
    { app: orders.app, db: orders.database.db, now: orders.clock.now, actor: ACTOR, cwd: '/' },
    argv,
  );

/** A bank transfer the team approved after the hard cap was reached: ₹10,000 owed back. */
const refundDue = (status: OrderRow['status'] = 'refund_due', purchaseId?: string) =>
  seedOrder(orders.database.db, {
    ...(purchaseId && { purchase_id: purchaseId }),
    user_id: asha.id,
    status,
    payment_method: 'manual',
    amount_paid_paise: 1_000_000n,
    base_tokens: '10',
    bonus_tokens: '2.5',
    bonus_percent: 25,
    phase_name: 'Pre-Sale',
    status_reason: 'The pre-sale sold out before this payment was confirmed.',
  });

const orderOf = (id: string) =>
  orders.database.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const refundAudit = () =>
  orders.database.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'subject_id', 'before', 'after'])
    .where('action', '=', 'order.refund')
    .execute();

const outbox = () =>
  orders.database.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'text']).execute();

describe('orders refund', () => {
  it('closes a refund_due order as refunded, with its reference, an audit row and one mail', async () => {
    const order = await refundDue();
    orders.clock.set('2025-07-20T06:30:00Z');
    const refunded = await admin(
      'orders',
      'refund',
      order.purchase_id.toLowerCase(),
      '--reference',
      `  ${REFERENCE} `,
      '--by',
      'priya',
    );
    expect(refunded).toEqual({
      exitCode: 0,
      out:
        `Order ${order.purchase_id}: refund_due → refunded. ₹10,000.00 refunded to ` +
        `asha@example.com, reference ${REFERENCE}.\nE-mail to asha@example.com queued.`,
      err: '',
    });
    expect(await orderOf(order.id)).toMatchObject({
      status: 'refunded',
      refund_reference: REFERENCE,
      refunded_by: 'priya',
      refunded_at: new Date('2025-07-20T06:30:00Z'),
      credited_at: null,
    });
    expect(await refundAudit()).toEqual([
      {
        actor: 'admin-cli:priya',
        action: 'order.refund',
        subject_id: order.id,
        before: { status: 'refund_due' },
        after: {
          status: 'refunded',
          refundReference: REFERENCE,
          refundedBy: 'priya',
          amountPaise: '1000000',
          totalTokens: '12.5',
        },
      },
    ]);
    const mail = await outbox();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      recipient: 'asha@example.com',
      subject: `Your RENT payment ${order.purchase_id} was refunded`,
    });
    for (const fact of [order.purchase_id, '₹10,000.00', REFERENCE, 'Bank transfer', '12.5 RENT']) {
      expect(mail[0]?.text).toContain(fact);
    }
    const shown = await admin('orders', 'show', order.purchase_id);
    expect(shown.out).toMatch(/Status\s+refunded\n/);
    expect(shown.out).toMatch(/Refunded\s+20 Jul 2025, 12:00 PM IST\n\s+Refunded by\s+priya\n/);
    expect(shown.out).toMatch(/Refund reference\s+UTR 412345678901\n/);
    expect(shown.out).toContain(
      `20 Jul 2025, 12:00 PM IST — priya recorded the refund of order ${order.purchase_id} by ` +
        `asha@example.com (₹10,000.00, 12.5 RENT), reference ${REFERENCE}`,
    );
    await expectLedgerConsistent(orders.database.db);
  });

  it('shows the investor the order as refunded, with the reference, and charges nothing', async () => {
    // A reference the receipt route takes (RENT- and ten characters of the reference alphabet).
    const order = await refundDue('refund_due', 'RENT-7KX2M9QD4P');
    await admin('orders', 'refund', order.purchase_id, '--reference', REFERENCE, '--by', 'priya');
    const browser = await signedIn(orders.app, asha);
    const response = await browser.request({
      method: 'GET',
      url: `/api/v1/order/${order.purchase_id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.order).toMatchObject({
      status: 'refunded',
      refundReference: REFERENCE,
      refundedAt: '2025-07-15T10:00:00.000Z',
      amountPaid: '10000.00',
      amountCharged: '0.00',
    });
    const receipt = await browser.request({
      method: 'GET',
      url: `/api/v1/order/${order.purchase_id}/receipt.pdf`,
    });
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().message).toBe(
      'This order was not credited, so it has no receipt. The amount was refunded.',
    );
  });

  it('refuses an order that is credited, pending or already refunded, and changes nothing', async () => {
    const credited = await refundDue('credited');
    const pending = await refundDue('pending');
    for (const order of [credited, pending]) {
      const refused = await admin(
        'orders',
        'refund',
        order.purchase_id,
        '--reference',
        REFERENCE,
        '--by',
        'priya',
      );
      expect(refused.exitCode).toBe(1);
      expect(refused.err).toBe(
        `Cannot refund order ${order.purchase_id}: it is ${order.status}; refund needs refund_due`,
      );
      expect(await orderOf(order.id)).toMatchObject({
        status: order.status,
        refund_reference: null,
      });
    }
    const due = await refundDue();
    await admin('orders', 'refund', due.purchase_id, '--reference', REFERENCE, '--by', 'priya');
    const again = await admin(
      'orders',
      'refund',
      due.purchase_id,
      '--reference',
      'X',
      '--by',
      'ravi',
    );
    expect(again.exitCode).toBe(1);
    expect(again.err).toBe(
      `Order ${due.purchase_id} is already refunded (reference ${REFERENCE}, by priya at ` +
        '15 Jul 2025, 03:30 PM IST)',
    );
    expect(await orderOf(due.id)).toMatchObject({
      refund_reference: REFERENCE,
      refunded_by: 'priya',
    });
    expect(await refundAudit()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it('closes an order once when two refunds of it run at the same time', async () => {
    const order = await refundDue();
    const both = () =>
      Promise.all(
        ['priya', 'ravi'].map((by) =>
          admin(
            'orders',
            'refund',
            order.purchase_id,
            '--reference',
            `${REFERENCE} ${by}`,
            '--by',
            by,
          ),
        ),
      );
    // On PGlite the two interleave on its one connection; on PostgreSQL both have read the order
    // as refund_due and wait on its row when it is let go.
    const results = process.env.TEST_DATABASE_URL
      ? await whileRowLocked(order.id, 2, both)
      : await both();
    expect(results.map((result) => result.exitCode).sort()).toEqual([0, 1]);
    const refused = results.find((result) => result.exitCode === 1);
    expect(refused?.err).toContain(`Order ${order.purchase_id} is already refunded`);
    expect(await refundAudit()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    const stored = await orderOf(order.id);
    expect(stored.status).toBe('refunded');
    expect(stored.refund_reference).toBe(`${REFERENCE} ${stored.refunded_by ?? ''}`);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const order = await refundDue();
    const cases: [string[], number, string][] = [
      [
        ['RENT-UNKNOWN000', '--reference', REFERENCE, '--by', 'priya'],
        1,
        'No order with the purchase id "RENT-UNKNOWN000"',
      ],
      [[order.purchase_id, '--by', 'priya'], 2, '--reference is required'],
      [
        [order.purchase_id, '--reference', ' \t ', '--by', 'priya'],
        1,
        'A refund needs the bank or Paytm refund reference (--reference "…")',
      ],
      [
        [order.purchase_id, '--reference', 'R'.repeat(101), '--by', 'priya'],
        1,
        '--reference must be at most 100 characters',
      ],
      [
        [order.purchase_id, '--reference', REFERENCE, '--by', ''],
        2,
        '--by is required: name the team member running the command',
      ],
    ];
    for (const [args, exitCode, message] of cases) {
      const refused = await admin('orders', 'refund', ...args);
      expect(refused.exitCode).toBe(exitCode);
      expect(refused.err).toContain(message);
      expect(refused.err).not.toContain('Unexpected error');
    }
    const unnamed = await runAdminCommand(
      { app: orders.app, db: orders.database.db, now: orders.clock.now, actor: '', cwd: '/' },
      ['orders', 'refund', order.purchase_id, '--reference', REFERENCE],
    );
    expect(unnamed.exitCode).toBe(2);
    expect(unnamed.err).toContain('--by is required');
    expect(await orderOf(order.id)).toMatchObject({ status: 'refund_due', refund_reference: null });
    expect(await refundAudit()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('keeps a refunded order out of the database unless its refund is recorded', async () => {
    const order = await refundDue();
    await expect(
      orders.database.db
        .updateTable('orders')
        .set({ status: 'refunded' })
        .where('id', '=', order.id)
        .execute(),
    ).rejects.toThrow(/orders_refund_check/);
  });
});

/**
 * PostgreSQL: runs `work` while another transaction holds the order's row, and lets go only once
 * `waiters` sessions wait for it, so that they all read the order before any of them changes it.
 */
async function whileRowLocked<T>(id: string, waiters: number, work: () => Promise<T>): Promise<T> {
  const { db } = orders.database;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = db.transaction().execute(async (trx) => {
    await trx.selectFrom('orders').select('id').where('id', '=', id).forUpdate().execute();
    locked();
    await released;
  });
  await isLocked;
  const running = work();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
    `.execute(db);
    if ((rows[0]?.waiting ?? 0) >= waiters) break;
    if (Date.now() > deadline) throw new Error(`fewer than ${waiters} sessions waited for the row`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  release();
  await holder;
  return running;
}
