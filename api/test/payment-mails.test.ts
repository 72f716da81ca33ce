// The mails about investors' money, read from the outbox: every money event queues exactly one mail
// to the right investor with the order's figures, in the transaction that makes the change, so that
// replays, races and repeated worker passes never queue it twice.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { approveManualOrder, rejectManualOrder } from '../src/modules/orders/index.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import type { Browser } from './helpers/browser.js';
import { kycForm, multipartBody, png } from './helpers/kyc.js';
import { seedInvestor } from './helpers/accounts.js';
import { linkReferee } from './helpers/referrals.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';

const dataDir = join(tmpdir(), `rent-payment-mails-${randomUUID()}`);
const orders = useOrdersApp('2025-07-15T10:00:00Z', {
  DATA_DIR: dataDir,
  PUBLIC_URL: 'https://rent.example',
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const MINUTE = 60_000;
const TEAM_SETTLEMENT = { actor: 'admin-cli:ravi', reason: 'team-settlement' } as const;

const mailTo = (email: string) =>
  orders.database.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'text', 'html'])
    .where('recipient', '=', email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

const subjectsTo = async (email: string) => (await mailTo(email)).map((mail) => mail.subject);

async function buyer(fullname = 'Asha Rao'): Promise<{ user: UserRow; browser: Browser }> {
  const user = await seedBuyer(orders.database.db, {
    email: `asha-${randomUUID().slice(0, 8)}@example.com`,
    fullname,
  });
  return { user, browser: await signedIn(orders.app, user) };
}

async function startOnline(browser: Browser, amount = 3000) {
  const response = await browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  const { paytmOrderId, order } = response.json().data;
  return { paytmOrderId: paytmOrderId as string, purchaseId: order.purchaseId as string };
}

const verify = (fields: Record<string, string>) =>
  orders.app.inject({ method: 'POST', url: '/api/v1/order/verify-payment', payload: fields });

async function submitManual(browser: Browser, amount = '5000') {
  const form = new FormData();
  form.append('amount', amount);
  const proof = png('bank-receipt.png');
  form.append('proof', new Blob([new Uint8Array(proof.bytes)], { type: proof.type }), proof.name);
  const { payload, headers } = await multipartBody(form);
  const response = await browser.request({
    method: 'POST',
    url: '/api/v1/order/manual',
    payload,
    headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.purchaseId as string;
}

const reviewContext = () => ({
  db: orders.database.db,
  now: orders.clock.now(),
  actor: 'admin-cli:test',
  publicUrl: 'https://rent.example',
  sale: orders.app.config.sale,
});

describe('an online payment', () => {
  it('mails one confirmation with its figures, however often and concurrently it is settled', async () => {
    const { user, browser } = await buyer();
    const { paytmOrderId, purchaseId } = await startOnline(browser, 3000);
    const fields = await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS');
    expect((await verify({ ...fields })).statusCode).toBe(200);
    for (let replay = 0; replay < 3; replay += 1) await verify({ ...fields });
    await Promise.all([
      ...Array.from({ length: 5 }, () => verify({ ...fields })),
      orders.app.payments.settleOrder(purchaseId, TEAM_SETTLEMENT),
      orders.app.payments.settleDue(),
    ]);

    const mail = await mailTo(user.email);
    expect(mail.map(({ subject }) => subject)).toEqual([
      `Your RENT purchase ${purchaseId} is confirmed`,
    ]);
    const [confirmation] = mail;
    expect(confirmation?.text).toContain('Hello Asha Rao,');
    expect(confirmation?.text).toContain(
      [
        `Order: ${purchaseId}`,
        'Date: 15 Jul 2025, 03:30 PM IST',
        'Method: Online payment (Paytm)',
        'Base tokens: 3 RENT',
        'Bonus tokens: 0.75 RENT (25%)',
        'Total tokens: 3.75 RENT',
        'Amount: ₹3,000.00',
      ].join('\n'),
    );
    expect(confirmation?.text).toContain('https://rent.example/transactions');
    expect(confirmation?.html).toContain('₹3,000.00');
    await expectLedgerConsistent(orders.database.db);
  });

  it('mails one failure when Paytm reports it failed, replays included', async () => {
    const { user, browser } = await buyer();
    const { paytmOrderId, purchaseId } = await startOnline(browser, 2000);
    const fields = await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_FAILURE');
    await Promise.all(Array.from({ length: 4 }, () => verify({ ...fields })));
    await orders.app.payments.settleOrder(purchaseId, TEAM_SETTLEMENT);

    const mail = await mailTo(user.email);
    expect(mail.map(({ subject }) => subject)).toEqual([
      `Your RENT payment ${purchaseId} did not go through`,
    ]);
    expect(mail[0]?.text).toContain('Amount: ₹2,000.00');
    expect(mail[0]?.text).toContain('No tokens were credited and the amount was not charged');
    expect(mail[0]?.text).toContain('Try again: https://rent.example/buy-token');
  });

  it('mails "still pending" once, after ten minutes, then its outcome', async () => {
    const { user, browser } = await buyer();
    const { paytmOrderId, purchaseId } = await startOnline(browser, 1000);
    const fields = await orders.sandbox.paytm.pay(paytmOrderId, 'PENDING');
    await verify({ ...fields });
    // The worker asks again and again, less often each time, with passes on several replicas.
    for (let minute = 1; minute <= 40; minute += 1) {
      orders.clock.set(
        new Date(Date.parse('2025-07-15T10:00:00Z') + minute * MINUTE).toISOString(),
      );
      await Promise.all([orders.app.payments.settleDue(), orders.app.payments.settleDue()]);
      if (minute < 10) expect(await subjectsTo(user.email)).toEqual([]);
    }
    await orders.app.payments.settleOrder(purchaseId, TEAM_SETTLEMENT);
    expect(await subjectsTo(user.email)).toEqual([
      `Your RENT payment ${purchaseId} is still being confirmed`,
    ]);
    const [pending] = await mailTo(user.email);
    expect(pending?.text).toContain('still pending at Paytm');
    expect(pending?.text).toContain('Total tokens: 1.25 RENT');

    orders.sandbox.paytm.settle(paytmOrderId, 'TXN_SUCCESS');
    orders.clock.advance(2 * 60 * MINUTE);
    await Promise.all([orders.app.payments.settleDue(), orders.app.payments.settleDue()]);
    await orders.app.payments.settleDue();
    expect(await subjectsTo(user.email)).toEqual([
      `Your RENT payment ${purchaseId} is still being confirmed`,
      `Your RENT purchase ${purchaseId} is confirmed`,
    ]);
    await expectLedgerConsistent(orders.database.db);
  });

  it('mails a refund once when the payment arrives after the sale sold out', async () => {
    const { user, browser } = await buyer();
    const { paytmOrderId, purchaseId } = await startOnline(browser, 1000);
    // Its hold ends unpaid and the last tokens are sold to someone else meanwhile.
    orders.clock.advance(15 * MINUTE + 1);
    const other = await seedBuyer(orders.database.db);
    await seedOrder(orders.database.db, {
      user_id: other.id,
      status: 'credited',
      base_tokens: '13999999',
    });
    const fields = await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS');
    await Promise.all(Array.from({ length: 3 }, () => verify({ ...fields })));

    const mail = await mailTo(user.email);
    expect(mail.map(({ subject }) => subject)).toEqual([
      `Your RENT payment ${purchaseId} will be refunded`,
    ]);
    expect(mail[0]?.text).toContain(
      'We received your payment of ₹1,000.00 (order ' +
        `${purchaseId}). The pre-sale sold out before this payment was confirmed.`,
    );
    expect(mail[0]?.text).toContain('No tokens were credited for this order.');
    await expectLedgerConsistent(orders.database.db);
  });

  it('mails nothing about an order whose payment was never made', async () => {
    const { user, browser } = await buyer();
    await startOnline(browser, 1000);
    for (let minute = 1; minute <= 60; minute += 1) {
      orders.clock.advance(MINUTE);
      await orders.app.payments.settleDue();
    }
    const [order] = await orders.database.db
      .selectFrom('orders')
      .select('status')
      .where('user_id', '=', user.id)
      .execute();
    expect(order?.status).toBe('failed');
    expect(await mailTo(user.email)).toEqual([]);
  });
});

describe('a manual bank transfer', () => {
  it('mails its receipt, then its approval, each once with its figures', async () => {
    const { user, browser } = await buyer();
    const purchaseId = await submitManual(browser, '5000');
    expect(await subjectsTo(user.email)).toEqual([
      `Your RENT manual payment ${purchaseId} is received`,
    ]);
    const [received] = await mailTo(user.email);
    expect(received?.text).toContain('Method: Bank transfer');
    const { bank_reference: reference } = await orders.database.db
      .selectFrom('orders')
      .select('bank_reference')
      .where('purchase_id', '=', purchaseId)
      .executeTakeFirstOrThrow();
    expect(reference).toMatch(/^[A-Z2-9]{8}$/);
    expect(received?.text).toContain(`Bank reference: ${reference}`);
    expect(received?.text).toContain('Amount: ₹5,000.00');
    expect(received?.text).toContain('Total tokens: 6.25 RENT');
    expect(received?.text).toContain('within 6 hours');

    orders.clock.advance(MINUTE);
    await approveManualOrder(reviewContext(), purchaseId, 'Priya (finance)');
    await expect(
      approveManualOrder(reviewContext(), purchaseId, 'Priya (finance)'),
    ).rejects.toThrow(/credited/);
    const mail = await mailTo(user.email);
    expect(mail.map(({ subject }) => subject)).toEqual([
      `Your RENT manual payment ${purchaseId} is received`,
      `Your RENT purchase ${purchaseId} is confirmed`,
    ]);
    expect(mail[1]?.text).toContain('The team has verified your bank transfer of ₹5,000.00');
    expect(mail[1]?.text).toContain('Base tokens: 5 RENT\nBonus tokens: 1.25 RENT (25%)');
    await expectLedgerConsistent(orders.database.db);
  });

  it('mails a rejection once, with its reason', async () => {
    const { user, browser } = await buyer();
    const purchaseId = await submitManual(browser, '2000');
    orders.clock.advance(MINUTE);
    await rejectManualOrder(reviewContext(), purchaseId, 'No such transfer', 'Priya');
    await expect(
      rejectManualOrder(reviewContext(), purchaseId, 'No such transfer', 'Priya'),
    ).rejects.toThrow(/rejected/);
    const mail = await mailTo(user.email);
    expect(mail.map(({ subject }) => subject)).toEqual([
      `Your RENT manual payment ${purchaseId} is received`,
      `Your RENT manual payment ${purchaseId} was not accepted`,
    ]);
    expect(mail[1]?.text).toContain('Reason: No such transfer');
    expect(mail[1]?.text).toContain('Amount: ₹2,000.00');
  });

  it('mails nothing for a refused submission', async () => {
    const { user, browser } = await buyer();
    const form = new FormData();
    form.append('amount', '500');
    const { payload, headers } = await multipartBody(form);
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/order/manual',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(await mailTo(user.email)).toEqual([]);
  });
});

describe('a referral bonus', () => {
  async function referredPurchase(refereeName: string) {
    const referrer = await seedBuyer(orders.database.db, {
      email: `anil-${randomUUID().slice(0, 8)}@example.com`,
      fullname: 'Anil Shah',
    });
    const { user, browser } = await buyer(refereeName);
    await linkReferee(orders.database.db, referrer, user);
    const { paytmOrderId } = await startOnline(browser, 12_000);
    const fields = await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS');
    await Promise.all(Array.from({ length: 3 }, () => verify({ ...fields })));
    return { referrer, referee: user };
  }

  it('mails the referrer once, naming the referred investor by first name', async () => {
    const { referrer, referee } = await referredPurchase('Ravi Kumar Menon');
    const mail = await mailTo(referrer.email);
    expect(mail).toHaveLength(1);
    const [bonus] = mail;
    expect(bonus?.subject).toMatch(/^Your RENT referral bonus RENT-[A-Z0-9]{10} is credited$/);
    expect(bonus?.text).toContain('Hello Anil Shah,');
    expect(bonus?.text).toContain(
      'Ravi bought RENT tokens with your referral code. Your referral bonus of 3 RENT (25% of ' +
        'their 12 RENT)',
    );
    expect(bonus?.text).toContain('Amount: No payment (referral bonus)');
    expect(bonus?.text).toContain('See my referrals: https://rent.example/referral');
    for (const part of [bonus?.subject, bonus?.text, bonus?.html]) {
      expect(part).not.toMatch(/Kumar|Menon/);
      expect(part).not.toContain(referee.email);
    }
    expect(await subjectsTo(referee.email)).toHaveLength(1);
  });

  it('does not name a referred investor whose stored name is not a plain name', async () => {
    const hostile = 'Ravi <img src=x onerror=alert(1)>\r\nBcc: all@example.com';
    const { referrer } = await referredPurchase(hostile);
    const [bonus, ...more] = await mailTo(referrer.email);
    expect(more).toEqual([]);
    expect(bonus?.text).toContain('An investor you referred bought RENT tokens');
    for (const part of [bonus?.subject, bonus?.text, bonus?.html]) {
      expect(part).not.toMatch(/<img|onerror|Bcc|all@example/);
    }
  });
});

describe('a KYC submission', () => {
  it('is acknowledged by one mail', async () => {
    const investor = await seedInvestor(orders.database.db, {
      email: `meera-${randomUUID().slice(0, 8)}@example.com`,
      fullname: 'Meera Iyer',
    });
    const browser = await signedIn(orders.app, investor);
    const { payload, headers } = await multipartBody(kycForm());
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/kyc/submit',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(201);
    const mail = await mailTo(investor.email);
    expect(mail.map(({ subject }) => subject)).toEqual([
      'Your RENT identity verification was received',
    ]);
    expect(mail[0]?.text).toContain('See my KYC status: https://rent.example/kyc');
  });
});
