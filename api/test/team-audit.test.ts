// The audit trail names who did what: every admin command runs as the team member its --by names
// (on TEAM_MEMBERS in production), every credit is written with its cause (the investor's return
// from Paytm, the worker's check, a team member's settlement or approval, a referral), and `audit`
// tells the log as sentences in India's time.
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserRow } from '../src/modules/users/users.table.js';
import { runAdminCommand, type AdminTarget } from './helpers/admin.js';
import { linkReferee } from './helpers/referrals.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';

const dataDir = join(tmpdir(), `rent-team-audit-${randomUUID()}`);
// 08:18 AM in India on 15 July 2025, inside the Pre-Sale phase (25 % bonus).
const orders = useOrdersApp('2025-07-15T02:48:00Z', { DATA_DIR: dataDir });

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const target = (actor: string, deployment?: AdminTarget['deployment']): AdminTarget => ({
  app: orders.app,
  db: orders.database.db,
  now: orders.clock.now,
  actor,
  cwd: dataDir,
  ...(deployment && { deployment }),
});

const asAsha = (...argv: string[]) => runAdminCommand(target('admin-cli:asha'), argv);

const creditRows = () =>
  orders.database.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'subject_id', 'after'])
    .where('action', 'in', ['order.credit', 'referral.credit', 'order.refund_due'])
    .orderBy('created_at')
    .orderBy('action')
    .execute();

async function onlinePurchase(buyer: UserRow, amount = 3000) {
  const browser = await signedIn(orders.app, buyer);
  const response = await browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { paytmOrderId: string; order: { purchaseId: string } };
}

/** A bank transfer of ₹3,000.00 (3 RENT and 25 %) waiting for review. */
const pendingTransfer = (investor: UserRow) =>
  seedOrder(orders.database.db, {
    user_id: investor.id,
    status: 'pending',
    payment_method: 'manual',
    amount_paid_paise: 300_000n as never,
    base_tokens: '3',
    bonus_tokens: '0.75',
    bonus_percent: 25,
    hold_until: new Date(orders.clock.now().getTime() + 86_400_000),
  });

const orderId = async (purchaseId: string) =>
  (
    await orders.database.db
      .selectFrom('orders')
      .select('id')
      .where('purchase_id', '=', purchaseId)
      .executeTakeFirstOrThrow()
  ).id;

describe('--by', () => {
  it('is required by every command, and names the actor of the audit row', async () => {
    const investor = await seedBuyer(orders.database.db, { email: 'meera@example.com' });
    const transfer = await pendingTransfer(investor);
    for (const argv of [['kyc', 'list'], ['audit'], ['mail', 'failed'], ['orders', 'settle']]) {
      const refused = await runAdminCommand(target(''), argv);
      expect(refused.exitCode).toBe(2);
      expect(refused.err).toContain('--by is required: name the team member running the command');
    }
    const badName = await runAdminCommand(target(''), ['kyc', 'list', '--by', 'root; rm']);
    expect(badName.exitCode).toBe(2);
    expect(badName.err).toContain('--by must be a team member’s name');

    // Outside production any well-formed name runs, written as it was given, in lowercase.
    const approved = await runAdminCommand(target(''), [
      'orders',
      'approve',
      transfer.purchase_id,
      '--by',
      'Ravi',
    ]);
    expect(approved).toMatchObject({ exitCode: 0, err: '' });
    const rows = await orders.database.db.selectFrom('audit_log').select('actor').execute();
    expect(rows.map((row) => row.actor)).toEqual(['admin-cli:ravi', 'admin-cli:ravi']);
    const order = await orders.database.db
      .selectFrom('orders')
      .select('reviewed_by')
      .where('id', '=', transfer.id)
      .executeTakeFirstOrThrow();
    expect(order.reviewed_by).toBe('ravi');
  });

  it('in production accepts only the names on TEAM_MEMBERS, and nobody when it is not set', async () => {
    const team = { production: true, teamMembers: ['asha', 'ravi'] };
    const stranger = await runAdminCommand(target('admin-cli:mallory', team), ['kyc', 'list']);
    expect(stranger).toMatchObject({ exitCode: 1, out: '' });
    expect(stranger.err).toBe(
      '"mallory" is not on the team (TEAM_MEMBERS: asha, ravi). Run the command with --by and ' +
        'your own name, or ask for your name to be added.',
    );
    const member = await runAdminCommand(target('admin-cli:asha', team), ['kyc', 'list']);
    expect(member).toMatchObject({ exitCode: 0, out: 'No KYC applications.' });

    const unset = await runAdminCommand(
      target('admin-cli:asha', { production: true, teamMembers: [] }),
      ['kyc', 'list'],
    );
    expect(unset).toMatchObject({ exitCode: 1, out: '' });
    expect(unset.err).toContain('TEAM_MEMBERS is not set');
  });
});

describe('every credit', () => {
  it('is audited with its cause: callback, worker, team settlement, approval and referral', async () => {
    const referrer = await seedBuyer(orders.database.db, { email: 'priya@example.com' });
    const buyer = await linkReferee(
      orders.database.db,
      referrer,
      await seedBuyer(orders.database.db, { email: 'kiran@example.com' }),
    );

    // The investor comes back from Paytm's page.
    const returned = await onlinePurchase(buyer);
    const fields = await orders.sandbox.paytm.pay(returned.paytmOrderId, 'TXN_SUCCESS');
    const verified = await orders.app.inject({
      method: 'POST',
      url: '/api/v1/order/verify-payment',
      payload: fields,
    });
    expect(verified.json().data.status).toBe('success');

    // Nobody comes back: the worker asks Paytm.
    const polled = await onlinePurchase(buyer, 2000);
    await orders.sandbox.paytm.pay(polled.paytmOrderId, 'TXN_SUCCESS');
    orders.clock.advance(2 * 60_000);
    expect(await orders.app.payments.settleDue()).toMatchObject({ credited: 1 });

    // A team member asks Paytm about one order.
    orders.clock.advance(60_000);
    const settled = await onlinePurchase(buyer, 1000);
    await orders.sandbox.paytm.pay(settled.paytmOrderId, 'TXN_SUCCESS');
    const settle = await asAsha('orders', 'settle', settled.order.purchaseId);
    expect(settle.out).toBe(`${settled.order.purchaseId} is credited.`);

    // A bank transfer approved.
    orders.clock.advance(60_000);
    const transfer = await pendingTransfer(buyer);
    expect((await asAsha('orders', 'approve', transfer.purchase_id)).exitCode).toBe(0);

    const rows = await creditRows();
    const credits = rows.filter((row) => row.action === 'order.credit');
    expect(credits.map((row) => [row.actor, (row.after as { cause: string }).cause])).toEqual([
      ['system:paytm-callback', 'paytm-callback'],
      ['system:payment-worker', 'paytm-status-check'],
      ['admin-cli:asha', 'team-settlement'],
      ['admin-cli:asha', 'transfer-approval'],
    ]);
    expect(credits[0]?.subject_id).toBe(await orderId(returned.order.purchaseId));
    // Each purchase earned Priya a referral bonus, audited beside its purchase.
    const bonuses = rows.filter((row) => row.action === 'referral.credit');
    expect(
      bonuses.map((row) => (row.after as { sourcePurchaseId: string }).sourcePurchaseId),
    ).toEqual([
      returned.order.purchaseId,
      polled.order.purchaseId,
      settled.order.purchaseId,
      transfer.purchase_id,
    ]);
    // As many credit rows as credited orders.
    const credited = await orders.database.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'credited')
      .execute();
    expect(credits.length + bonuses.length).toBe(credited.length);
    await expectLedgerConsistent(orders.database.db);

    // The log reads as sentences, in India's time.
    const told = await asAsha('audit', '--order', transfer.purchase_id);
    expect(told.exitCode).toBe(0);
    // Written in one transaction, the approval and its credit share their instant.
    expect(told.out.split('\n').sort()).toEqual([
      `15 Jul 2025, 08:22 AM IST — asha approved the bank transfer of order ${transfer.purchase_id} ` +
        'by kiran@example.com (₹3,000.00, 3.75 RENT)',
      `15 Jul 2025, 08:22 AM IST — asha credited order ${transfer.purchase_id} by ` +
        'kiran@example.com (₹3,000.00, 3.75 RENT): the bank transfer was approved',
    ]);
    const worker = await asAsha('audit', '--order', polled.order.purchaseId);
    expect(worker.out).toContain(
      `15 Jul 2025, 08:20 AM IST — The payment worker credited order ${polled.order.purchaseId} ` +
        'by kiran@example.com (₹2,000.00, 2.5 RENT): Paytm’s status API confirmed the payment on a ' +
        'scheduled check',
    );
    const first = await asAsha('audit', '--order', returned.order.purchaseId);
    expect(first.out).toMatch(
      new RegExp(
        `^15 Jul 2025, 08:18 AM IST — Paytm’s callback credited order ${returned.order.purchaseId} ` +
          'by kiran@example.com \\(₹3,000.00, 3.75 RENT\\): Paytm confirmed the payment when the ' +
          'investor came back from its page \\(Paytm transaction \\S+\\)$',
      ),
    );
    const referral = await asAsha('audit', '--investor', 'priya@example.com', '--last', '1');
    expect(referral.out).toMatch(
      new RegExp(
        '^15 Jul 2025, 08:22 AM IST — asha credited a referral bonus of \\S+ RENT to ' +
          `priya@example.com \\(order RENT-\\S+\\) for purchase ${transfer.purchase_id} by kiran@example.com\n` +
          'Only the latest 1 are shown; give --last for more.$',
      ),
    );
    expect(told.out).not.toMatch(/[{}"]/);
  });

  it('tells an action it does not know yet in words, and filters by team member', async () => {
    const buyer = await seedBuyer(orders.database.db, { email: 'dev@example.com' });
    await orders.database.db
      .insertInto('audit_log')
      .values({
        actor: 'admin-cli:ravi',
        action: 'distribution.send',
        subject_type: 'distribution',
        subject_id: 'batch-1',
        before: null,
        after: JSON.stringify({ wallets: 3, totalTokens: '12.5' }),
        created_at: orders.clock.now(),
      })
      .execute();
    const told = await asAsha('audit', '--actor', 'Ravi');
    expect(told.out).toBe(
      '15 Jul 2025, 08:18 AM IST — ravi did distribution.send on distribution batch-1 ' +
        '(wallets 3, totalTokens 12.5)',
    );
    expect((await asAsha('audit', '--investor', buyer.email)).out).toBe('No audit entries match.');
    const wrong = await asAsha('audit', '--last', '0');
    expect(wrong).toMatchObject({
      exitCode: 1,
      err: '--last must be a whole number from 1 to 1000',
    });
  });
});
