// Online payments through the sandbox's Paytm stand-in: who may buy, what an order costs and earns
// at each instant of the sale, and the hard cap at reservation time.
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { seedInvestor } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';
import { updateUser } from '../src/modules/users/users.repository.js';

const orders = useOrdersApp();

async function buyer(): Promise<{ user: UserRow; browser: Browser }> {
  const user = await seedBuyer(orders.database.db);
  return { user, browser: await signedIn(orders.app, user) };
}

const createOrder = (browser: Browser, amount: unknown) =>
  browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: amount === undefined ? {} : { amount },
  });

async function orderRows() {
  return orders.database.db.selectFrom('orders').selectAll().orderBy('created_at').execute();
}

describe('POST /order/create-order', () => {
  it('starts a Paytm transaction for whole tokens and reserves a pending order', async () => {
    const { user, browser } = await buyer();
    const response = await createOrder(browser, 3000);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: true, message: 'Payment initiated' });
    const { data } = body;
    expect(data.mid).toBe(orders.sandbox.paytm.merchant.mid);
    expect(data.paytmOrderId).toMatch(/^[A-Za-z0-9_@.-]{1,50}$/);
    expect(data.txnToken).toEqual(expect.any(String));
    expect(data.paymentPageUrl).toBe(
      `${orders.sandbox.url}/theia/api/v1/showPaymentPage?mid=${data.mid}&orderId=${data.paytmOrderId}`,
    );
    expect(data.order).toMatchObject({
      paytmOrderId: data.paytmOrderId,
      amountPaid: '3000.00',
      currency: 'INR',
      baseTokens: '3',
      bonusTokens: '0.75',
      totalTokens: '3.75',
      bonusPercent: 25,
      phaseName: 'Pre-Sale',
      paymentMethod: 'paytm',
      isReferral: false,
      status: 'pending',
      creditedAt: null,
    });
    expect(data.order.purchaseId).toMatch(/^RENT-[A-Z0-9]{10}$/);

    const [row] = await orderRows();
    expect(row).toMatchObject({ user_id: user.id, status: 'pending', amount_paid_paise: '300000' });
    // Paytm knows the order with the same amount and our callback.
    const [paytmOrder] = orders.sandbox.paytm.orders();
    expect(paytmOrder).toMatchObject({ orderId: data.paytmOrderId, amount: '3000.00' });
    // Nothing is sold until the payment is confirmed.
    const supply = await browser.request({ method: 'GET', url: '/api/v1/rent/supply' });
    expect(supply.json().data).toMatchObject({ totalSold: '0' });
  });

  it('gives each attempt a fresh Paytm order id', async () => {
    const { browser } = await buyer();
    const first = (await createOrder(browser, 1000)).json().data.paytmOrderId;
    const second = (await createOrder(browser, 1000)).json().data.paytmOrderId;
    expect(first).not.toBe(second);
  });

  it.each([
    ['2025-06-30T18:30:00.000Z', 'Pre-Sale', 25, '0.25'],
    ['2025-08-14T18:29:59.999Z', 'Pre-Sale', 25, '0.25'],
    ['2025-08-14T18:30:00.000Z', 'Phase 1', 15, '0.15'],
    ['2025-10-13T18:29:59.500Z', 'Phase 1', 15, '0.15'],
    ['2025-10-13T18:30:00.000Z', 'Phase 2', 5, '0.05'],
    ['2025-12-30T18:29:59.999Z', 'Phase 2', 5, '0.05'],
  ])('at %s takes the bonus of %s (%i %%)', async (instant, phaseName, bonusPercent, bonus) => {
    orders.clock.set(instant);
    const { browser } = await buyer();
    const response = await createOrder(browser, 1000);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.order).toMatchObject({
      phaseName,
      bonusPercent,
      baseTokens: '1',
      bonusTokens: bonus,
    });
  });

  it('computes the bonus on whole tokens, exactly', async () => {
    orders.clock.set('2025-11-01T00:00:00Z');
    const { browser } = await buyer();
    const response = await createOrder(browser, '7000');
    expect(response.json().data.order).toMatchObject({
      baseTokens: '7',
      bonusTokens: '0.35',
      totalTokens: '7.35',
    });
  });

  it.each([
    ['2025-06-30T18:29:59.999Z', 'The pre-sale has not started yet.'],
    ['2025-12-30T18:30:00.000Z', 'The pre-sale has ended.'],
    ['2026-11-22T00:00:00.000Z', 'The pre-sale has ended.'],
  ])('refuses orders at %s: %s', async (instant, message) => {
    orders.clock.set(instant);
    const { browser } = await buyer();
    const response = await createOrder(browser, 1000);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: false, message, data: null });
    expect(await orderRows()).toEqual([]);
  });

  it.each([
    [undefined, 'Enter the amount to pay.'],
    ['', 'Enter the amount to pay.'],
    ['abc', 'Please enter a valid number.'],
    ['1e3', 'Please enter a valid number.'],
    ['NaN', 'Please enter a valid number.'],
    [true, 'Please enter a valid number.'],
    [-1000, 'Amount cannot be negative.'],
    ['-3000', 'Amount cannot be negative.'],
    [0, 'Minimum 1 RENT token required.'],
    [999.99, 'Minimum 1 RENT token required.'],
    [
      1500,
      'RENT tokens must be whole numbers (1, 2, 3, etc.): the amount must be a multiple of ₹1000.',
    ],
    [
      '1000.50',
      'RENT tokens must be whole numbers (1, 2, 3, etc.): the amount must be a multiple of ₹1000.',
    ],
    ['1000.001', 'Please enter a valid number.'],
    [1e30, 'Please enter a valid number.'],
    ['100000000000000000', 'Please enter a valid number.'],
    ['99999999999000', 'The amount is larger than a single order can be.'],
  ])('refuses the amount %j: %s', async (amount, message) => {
    const { browser } = await buyer();
    const response = await createOrder(browser, amount);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(false);
    expect(body).toMatchObject({ message, errors: [{ field: 'amount', message }] });
    expect(await orderRows()).toEqual([]);
    expect(orders.sandbox.paytm.orders()).toEqual([]);
  });

  it('ignores fields it does not know: the order is always the signed-in investor’s', async () => {
    const { user, browser } = await buyer();
    const other = await seedBuyer(orders.database.db);
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 1000, userId: other.id, user_id: other.id, status: 'credited' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await orderRows();
    expect(row).toMatchObject({ user_id: user.id, status: 'pending' });
  });

  it('needs a signed-in investor', async () => {
    const response = await orders.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 1000 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(false);
  });

  it('needs a verified e-mail', async () => {
    const user = await seedInvestor(orders.database.db, { verified: false });
    await updateUser(orders.database.db, user.id, { kyc_status: 'VERIFIED' });
    // An unverified account cannot sign in; a bearer token from before is the only way here, so
    // verify, sign in, then take the verification back.
    await updateUser(orders.database.db, user.id, { email_verified_at: new Date() });
    const browser = await signedIn(orders.app, user);
    await updateUser(orders.database.db, user.id, { email_verified_at: null });
    const response = await createOrder(browser, 1000);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Verify your email address before buying tokens.',
      errors: [{ reason: 'EMAIL_NOT_VERIFIED' }],
    });
  });

  it.each(['NOT_SUBMITTED', 'SUBMITTED', 'IN_REVIEW', 'REJECTED'] as const)(
    'needs KYC VERIFIED, refusing %s',
    async (kycStatus) => {
      const user = await seedInvestor(orders.database.db);
      await updateUser(orders.database.db, user.id, { kyc_status: kycStatus });
      const response = await createOrder(await signedIn(orders.app, user), 1000);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: 'Complete KYC verification before buying tokens.',
        errors: [{ field: 'kyc', reason: 'KYC_NOT_VERIFIED' }],
      });
      expect(await orderRows()).toEqual([]);
    },
  );

  it('refuses an order that would cross the hard cap, counting pending reservations', async () => {
    const { user, browser } = await buyer();
    // 10 RENT left; at 25 % bonus, 8 whole tokens take exactly 10.
    await seedOrder(orders.database.db, {
      user_id: user.id,
      status: 'credited',
      base_tokens: '13999990',
    });
    const tooMany = await createOrder(browser, 9000);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message:
        'Only 10 RENT left in the pre-sale (bonus included): you can still buy 8 whole tokens.',
      errors: [{ field: 'amount', reason: 'HARD_CAP' }],
    });
    expect((await createOrder(browser, 8000)).statusCode).toBe(201);
    // The pending order holds the last 10 tokens while its payment can still be made...
    const soldOut = await createOrder(browser, 1000);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('The pre-sale is sold out.');
    // ...and lets them go once its payment window has passed.
    orders.clock.advance(15 * 60 * 1000 + 1);
    const later = await signedIn(orders.app, user);
    expect((await createOrder(later, 8000)).statusCode).toBe(201);
    await expectLedgerConsistent(orders.database.db);
  });

  it('fails the order when Paytm refuses or cannot be reached, and frees its tokens', async () => {
    const { browser } = await buyer();
    orders.sandbox.paytm.set({ statusMode: 'normal' });
    await orders.sandbox.close().catch(() => undefined);
    try {
      const response = await createOrder(browser, 1000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: false,
        message: 'The payment gateway is not available right now. Please try again later.',
      });
      const [row] = await orderRows();
      expect(row).toMatchObject({ status: 'failed' });
    } finally {
      // The next tests need a sandbox again at the same address.
      const { startSandbox } = await import('@rent/sandbox');
      const port = Number(new URL(orders.sandbox.url).port);
      orders.sandbox = await startSandbox({ port, paytm: { now: orders.clock.now } });
    }
  });
});
