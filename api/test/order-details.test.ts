// What an investor reads about their orders adds up for every kind of order: a referral bonus names
// the referred investor (first name only) and shows the purchase it rewards, money never charged
// reads as such, the account says what was paid, and a bank transfer carries its own reference,
// known before the transfer (decision 0088).
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { UserRow } from '../src/modules/users/users.table.js';
import { updateUser } from '../src/modules/users/users.repository.js';
import type { Browser } from './helpers/browser.js';
import { browserFor } from './helpers/browser.js';
import { multipartBody, png } from './helpers/kyc.js';
import { linkReferee } from './helpers/referrals.js';
import { seedBuyer, seedOrder, signedIn, useOrdersApp } from './helpers/orders.js';

const orders = useOrdersApp();
const REFERENCE = /^[A-HJKMNP-Z2-9]{8}$/;

async function buyOnline(browser: Browser, amount: number, status: 'TXN_SUCCESS' | 'TXN_FAILURE') {
  const created = await browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount },
  });
  expect(created.statusCode).toBe(201);
  const fields = await orders.sandbox.paytm.pay(created.json().data.paytmOrderId, status);
  const verified = await orders.app.inject({
    method: 'POST',
    url: '/api/v1/order/verify-payment',
    payload: fields,
  });
  expect(verified.statusCode, verified.body).toBeLessThan(500);
}

async function historyOf(browser: Browser) {
  const response = await browser.request({ method: 'GET', url: '/api/v1/order/history' });
  expect(response.statusCode).toBe(200);
  return response.json().data.orders as Record<string, unknown>[];
}

async function referredPair(refereeName = 'Meera Krishnan Iyer') {
  const referrer = await seedBuyer(orders.database.db, { fullname: 'Ravi Kumar' });
  const buyer = await seedBuyer(orders.database.db, { fullname: refereeName });
  const referee = await linkReferee(orders.database.db, referrer, buyer);
  return {
    referrer: await signedIn(orders.app, referrer),
    referee: await signedIn(orders.app, referee),
    refereeRow: referee,
  };
}

describe('a referral bonus', () => {
  it('names the referred investor by first name and adds up: 0 base + bonus = total, no payment', async () => {
    const { referrer, referee } = await referredPair();
    await buyOnline(referee, 7000, 'TXN_SUCCESS');

    const [bonus, ...more] = await historyOf(referrer);
    expect(more).toEqual([]);
    expect(bonus).toMatchObject({
      paymentMethod: 'referral',
      isReferral: true,
      status: 'credited',
      amountPaid: '0.00',
      amountCharged: '0.00',
      baseTokens: '0',
      bonusTokens: '1.75',
      totalTokens: '1.75',
      bonusPercent: 25,
      bankReference: null,
      refundReference: null,
      refundedAt: null,
      referral: { refereeFirstName: 'Meera', baseTokens: '7' },
    });
    const own = await referrer.request({
      method: 'GET',
      url: `/api/v1/order/${String(bonus?.purchaseId)}`,
    });
    expect(own.json().data.order).toEqual(bonus);
    // Only the first name travels: nothing else of the referee's name or account.
    expect(JSON.stringify(bonus)).not.toMatch(/Krishnan|Iyer|@/);
  });

  it('leaves out a stored name that breaks the name rules instead of showing it', async () => {
    const { referrer, referee, refereeRow } = await referredPair();
    await updateUser(orders.database.db, refereeRow.id, { fullname: 'www.win-prizes.com now' });
    await buyOnline(referee, 2000, 'TXN_SUCCESS');
    const [bonus] = await historyOf(referrer);
    expect(bonus?.referral).toEqual({ refereeFirstName: null, baseTokens: '2' });
  });

  it('is no referral for the buyer: a purchase has no referral source', async () => {
    const { referee } = await referredPair();
    await buyOnline(referee, 2000, 'TXN_SUCCESS');
    const [purchase] = await historyOf(referee);
    expect(purchase).toMatchObject({
      baseTokens: '2',
      bonusTokens: '0.5',
      totalTokens: '2.5',
      referral: null,
    });
  });
});

describe('money that was and was not charged', () => {
  it('says a failed payment charged nothing, while its amount stays the order’s amount', async () => {
    const buyer = await seedBuyer(orders.database.db);
    const browser = await signedIn(orders.app, buyer);
    await buyOnline(browser, 2000, 'TXN_FAILURE');
    const [failed] = await historyOf(browser);
    expect(failed).toMatchObject({
      status: 'failed',
      amountPaid: '2000.00',
      amountCharged: '0.00',
    });
  });

  it.each([
    ['credited', '3000.00'],
    ['refund_due', '3000.00'],
    ['pending', '0.00'],
    ['rejected', '0.00'],
    // Received, then given back.
    ['refunded', '0.00'],
  ] as const)('reports what a %s order charged', async (status, charged) => {
    const buyer = await seedBuyer(orders.database.db);
    await seedOrder(orders.database.db, {
      user_id: buyer.id,
      status,
      amount_paid_paise: 300_000n,
      base_tokens: '3',
      ...(status === 'refunded' && {
        refund_reference: 'UTR 412345678901',
        refunded_at: new Date('2025-07-20T00:00:00Z'),
        refunded_by: 'Priya',
      }),
    });
    const [order] = await historyOf(await signedIn(orders.app, buyer));
    expect(order).toMatchObject({ amountPaid: '3000.00', amountCharged: charged });
  });

  it('gives the investor the sum of their credited payments, exact to the paisa', async () => {
    const buyer = await seedBuyer(orders.database.db);
    const seed = (status: 'credited' | 'failed' | 'pending', paise: bigint, base: string) =>
      seedOrder(orders.database.db, {
        user_id: buyer.id,
        status,
        amount_paid_paise: paise,
        base_tokens: base,
        bonus_tokens: '0.5',
      });
    await seed('credited', 900_050n, '9');
    await seed('credited', 100_000n, '1');
    await seed('failed', 200_000n, '2');
    await seed('pending', 500_000n, '5');
    await seedOrder(orders.database.db, {
      user_id: buyer.id,
      status: 'credited',
      payment_method: 'referral',
      is_referral: true,
      amount_paid_paise: 0n,
      base_tokens: '4',
      total_tokens: sql<string>`1` as never,
    });

    const browser = await signedIn(orders.app, buyer);
    const me = await browser.request({ method: 'GET', url: '/api/v1/user' });
    expect(me.json().data.user).toMatchObject({ tokenBalance: '12' });
    const totals = await browser.request({ method: 'GET', url: '/api/v1/order/totals' });
    expect(totals.statusCode).toBe(200);
    expect(totals.json()).toEqual({
      status: true,
      message: 'Order totals',
      data: { amountPaid: '10000.50' },
    });
  });

  it('gives a new investor 0.00 paid', async () => {
    const buyer = await seedBuyer(orders.database.db);
    const totals = await (
      await signedIn(orders.app, buyer)
    ).request({ method: 'GET', url: '/api/v1/order/totals' });
    expect(totals.json().data).toEqual({ amountPaid: '0.00' });
    const visitor = await browserFor(orders.app).request({
      method: 'GET',
      url: '/api/v1/order/totals',
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('bank-transfer references', () => {
  const openReference = (browser: Browser) =>
    browser.request({ method: 'POST', url: '/api/v1/order/manual/reference' });

  async function submitManual(browser: Browser) {
    const form = new FormData();
    form.append('amount', '2000');
    const proof = png('receipt.png');
    form.append('proof', new Blob([new Uint8Array(proof.bytes)], { type: proof.type }), proof.name);
    const { payload, headers } = await multipartBody(form);
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/order/manual',
      payload,
      headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { bankReference: string; purchaseId: string };
  }

  let buyer: UserRow;

  it('are asked for before the transfer, stay the same until an order takes them, then change', async () => {
    buyer = await seedBuyer(orders.database.db);
    const browser = await signedIn(orders.app, buyer);
    const first = await openReference(browser);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: true,
      message: 'Bank transfer reference',
      data: { reference: expect.stringMatching(REFERENCE) },
    });
    const shown = first.json().data.reference as string;
    expect((await openReference(browser)).json().data.reference).toBe(shown);

    const order = await submitManual(browser);
    expect(order.bankReference).toBe(shown);
    const next = (await openReference(browser)).json().data.reference as string;
    expect(next).toMatch(REFERENCE);
    expect(next).not.toBe(shown);
    const second = await submitManual(browser);
    expect(second.bankReference).toBe(next);

    const history = await historyOf(browser);
    expect(history.map((entry) => entry.bankReference).sort()).toEqual([shown, next].sort());
  });

  it('are given to a manual order even when none was asked for, and differ between investors', async () => {
    const one = await signedIn(orders.app, await seedBuyer(orders.database.db));
    const two = await signedIn(orders.app, await seedBuyer(orders.database.db));
    const [a, b] = await Promise.all([openReference(one), openReference(two)]);
    expect(a.json().data.reference).not.toBe(b.json().data.reference);
    const unasked = await submitManual(
      await signedIn(orders.app, await seedBuyer(orders.database.db)),
    );
    expect(unasked.bankReference).toMatch(REFERENCE);
  });

  it('hold one open reference per investor however often the dialog is opened at once', async () => {
    const browser = await signedIn(orders.app, await seedBuyer(orders.database.db));
    const answers = await Promise.all(Array.from({ length: 8 }, () => openReference(browser)));
    expect(new Set(answers.map((answer) => answer.json().data.reference)).size).toBe(1);
    const { count } = await orders.database.db
      .selectFrom('bank_transfer_references')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('are for signed-in investors only', async () => {
    const response = await openReference(browserFor(orders.app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false });
  });

  it('are kept off online payments', async () => {
    const browser = await signedIn(orders.app, await seedBuyer(orders.database.db));
    await openReference(browser);
    await buyOnline(browser, 1000, 'TXN_SUCCESS');
    const [paid] = await historyOf(browser);
    expect(paid).toMatchObject({ paymentMethod: 'paytm', bankReference: null });
  });
});
