// The return from Paytm: only a callback whose checksum verifies, whose merchant, order and amount
// match, and whose payment Paytm's status API confirms, credits its order, and only once however
// often, in whatever order and however concurrently it arrives. The worker settles the rest.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { PaytmCallbackFields } from '@rent/sandbox';
import type { UserRow } from '../src/modules/users/users.table.js';
import type { Browser } from './helpers/browser.js';
import { expectLedgerConsistent, seedBuyer, signedIn, useOrdersApp } from './helpers/orders.js';

const PaytmChecksum = createRequire(import.meta.url)('paytmchecksum') as {
  generateSignature(params: Record<string, string>, key: string): Promise<string>;
};

const orders = useOrdersApp();

interface Purchase {
  user: UserRow;
  browser: Browser;
  paytmOrderId: string;
  purchaseId: string;
}

async function startPurchase(amount = 3000): Promise<Purchase> {
  const user = await seedBuyer(orders.database.db);
  const browser = await signedIn(orders.app, user);
  const response = await browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  const { paytmOrderId, order } = response.json().data;
  return { user, browser, paytmOrderId, purchaseId: order.purchaseId };
}

/** Paytm's callback form, as the gateway passes it on (no cookies: it is a cross-site POST). */
const verify = (fields: Record<string, string>) =>
  orders.app.inject({ method: 'POST', url: '/api/v1/order/verify-payment', payload: fields });

async function resigned(
  fields: PaytmCallbackFields,
  changes: Record<string, string>,
  key?: string,
) {
  const { CHECKSUMHASH: _dropped, ...rest } = { ...fields, ...changes };
  return {
    ...rest,
    CHECKSUMHASH: await PaytmChecksum.generateSignature(
      rest,
      key ?? orders.sandbox.paytm.merchant.key,
    ),
  };
}

async function orderOf(purchase: Purchase) {
  return orders.database.db
    .selectFrom('orders')
    .selectAll()
    .where('paytm_order_id', '=', purchase.paytmOrderId)
    .executeTakeFirstOrThrow();
}

async function balanceOf(purchase: Purchase) {
  const response = await purchase.browser.request({ method: 'GET', url: '/api/v1/user' });
  return response.json().data.user.tokenBalance as string;
}

async function totalSold() {
  const response = await orders.app.inject({ method: 'GET', url: '/api/v1/rent/supply' });
  return response.json().data.totalSold as string;
}

describe('POST /order/verify-payment', () => {
  it('credits a confirmed payment and answers what the payment status page shows', async () => {
    const purchase = await startPurchase(3000);
    const fields = await orders.sandbox.paytm.pay(purchase.paytmOrderId, 'TXN_SUCCESS');
    const response = await verify({ ...fields });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Payment verified',
      data: {
        status: 'success',
        purchaseId: purchase.purchaseId,
        paytmOrderId: purchase.paytmOrderId,
        amount: '3000.00',
        tokens: '3.75',
        currency: 'INR',
      },
    });
    const row = await orderOf(purchase);
    expect(row).toMatchObject({ status: 'credited', txn_id: fields.TXNID });
    expect(row.credited_at).toEqual(orders.clock.now());
    expect(await balanceOf(purchase)).toBe('3.75');
    expect(await totalSold()).toBe('3.75');
    await expectLedgerConsistent(orders.database.db);
  });

  it('credits once when the same callback is replayed 20 times', async () => {
    const purchase = await startPurchase(3000);
    const fields = await orders.sandbox.paytm.pay(purchase.paytmOrderId, 'TXN_SUCCESS');
    for (let replay = 0; replay < 20; replay += 1) {
      const response = await verify({ ...fields });
      expect(response.json().data.status).toBe('success');
    }
    expect(await balanceOf(purchase)).toBe('3.75');
    expect(await totalSold()).toBe('3.75');
    await expectLedgerConsistent(orders.database.db);
  });

  it('credits once when 20 verifications of the payment race', async () => {
    const purchase = await startPurchase(5000);
    const fields = await orders.sandbox.paytm.pay(purchase.paytmOrderId, 'TXN_SUCCESS');
    const responses = await Promise.all(Array.from({ length: 20 }, () => verify({ ...fields })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.json().data.status))).toEqual(
      new Set(['success']),
    );
    expect(await balanceOf(purchase)).toBe('6.25');
    expect(await totalSold()).toBe('6.25');
    await expectLedgerConsistent(orders.database.db);
  });

  it('credits once when the callback and the worker settle the payment at the same time', async () => {
    const purchase = await startPurchase(2000);
    const fields = await orders.sandbox.paytm.pay(purchase.paytmOrderId, 'TXN_SUCCESS');
    orders.clock.advance(2 * 60 * 1000);
    await Promise.all([
      verify({ ...fields }),
      orders.app.payments.settleDue(),
      verify({ ...fields }),
      orders.app.payments.settleDue(),
    ]);
    expect(await balanceOf(purchase)).toBe('2.5');
    await expectLedgerConsistent(orders.database.db);
  });

  describe('refuses, crediting nothing and leaving the order pending', () => {
    const refusals: [
      string,
      (fields: PaytmCallbackFields) => Promise<Record<string, string>>,
      number,
      string,
    ][] = [
      [
        'a forged checksum',
        async (fields) => ({ ...fields, CHECKSUMHASH: `${fields.CHECKSUMHASH.slice(0, -4)}AAA=` }),
        400,
        'CHECKSUMHASH',
      ],
      [
        'a missing checksum',
        async ({ CHECKSUMHASH: _c, ...fields }) => fields,
        400,
        'CHECKSUMHASH',
      ],
      [
        'a garbage checksum',
        async (fields) => ({ ...fields, CHECKSUMHASH: 'not-a-checksum' }),
        400,
        'CHECKSUMHASH',
      ],
      [
        'an amount changed after signing',
        async (fields) => ({ ...fields, TXNAMOUNT: '1.00' }),
        400,
        'CHECKSUMHASH',
      ],
      [
        'a status changed after signing',
        async (fields) => ({ ...fields, STATUS: 'TXN_SUCCESS', RESPCODE: '01' }),
        400,
        'CHECKSUMHASH',
      ],
      [
        'an amount that does not match the order, signed with the key',
        (fields) => resigned(fields, { TXNAMOUNT: '1000.00' }),
        400,
        'TXNAMOUNT',
      ],
      [
        "another merchant's id, signed with our key",
        (fields) => resigned(fields, { MID: 'OTHERM00000000000001' }),
        400,
        'MID',
      ],
      [
        "another merchant's callback signed with its own key",
        (fields) => resigned(fields, { MID: 'OTHERM00000000000001' }, 'notTheSandboxKey'),
        400,
        'CHECKSUMHASH',
      ],
      [
        'an unknown order id, signed with the key',
        (fields) => resigned(fields, { ORDERID: 'RENTPAY_20250715_UNKNOWN00000' }),
        404,
        '',
      ],
      [
        'a field added after signing',
        async (fields) => ({ ...fields, EXTRA: 'x' }),
        400,
        'CHECKSUMHASH',
      ],
    ];

    it.each(refusals)('%s', async (_name, tamper, statusCode, field) => {
      const purchase = await startPurchase(3000);
      const fields = await orders.sandbox.paytm.pay(purchase.paytmOrderId, 'PENDING');
      // The payment really succeeds later: only the forged callback must not be what credits it.
      orders.sandbox.paytm.settle(purchase.paytmOrderId, 'TXN_SUCCESS');
      const response = await verify(await tamper(fields));
      expect(response.statusCode).toBe(statusCode);
      const body = response.json();
      expect(body.status).toBe(false);
      if (field) {
        expect(body.message).toBe('Payment verification failed.');
        expect(body.errors[0].field).toBe(field);
      } else {
        expect(body.message).toBe('Order not found.');
      }
      expect(await orderOf(purchase)).toMatchObject({ status: 'pending', credited_at: null });
      expect(await totalSold()).toBe('0');
    });

    it('a callback that is not a form of strings', async () => {
      for (const payload of [[], 'text', { ORDERID: 42 }, { ORDERID: { $ne: null } }]) {
        const response = await orders.app.inject({
          method: 'POST',
          url: '/api/v1/order/verify-payment',
          payload: payload as never,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().status).toBe(false);
      }
    });
  });

  it('believes the status API, not the callback: success claimed for a failed payment', async () => {
    const purchase = await startPurchase(3000);
    const fields = await orders.sandbox.paytm.pay(purchase.paytmOrderId, 'TXN_FAILURE');
    // Someone holding a valid failure callback cannot make it a success without the key; with
    // the key (a leaked key, a bug) the status API still says failure.
    const claimed = await resigned(fields, { STATUS: 'TXN_SUCCESS', RESPCODE: '01' });
    const response = await verify(claimed);
    expect(response.json().data.status).toBe('failure');
    const row = await orderOf(purchase);
    expect(row.status).toBe('failed');
    expect(row.status_reason).toMatch(/declined/);
    expect(await totalSold()).toBe('0');
    // A failed order stays failed, whatever arrives later.
    expect((await verify(claimed)).json().data.status).toBe('failure');
    expect((await verify({ ...fields })).json().data.status).toBe('failure');
    expect(await balanceOf(purchase)).toBe('0');
  });

  it('keeps a pending payment pending, then the worker credits it once Paytm confirms', async () => {
    const purchase = await startPurchase(3000);
    const fields = await orders.sandbox.paytm.pay(purchase.paytmOrderId, 'PENDING');
    const response = await verify({ ...fields });
    expect(response.json().data.status).toBe('pending');
    expect(await orderOf(purchase)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(purchase)).toBe('0');

    // Still pending at Paytm: the worker asks and leaves it.
    orders.clock.advance(2 * 60 * 1000);
    expect(await orders.app.payments.settleDue()).toMatchObject({ checked: 1, stillPending: 1 });

    orders.sandbox.paytm.settle(purchase.paytmOrderId, 'TXN_SUCCESS');
    // Asked twice so far (callback, worker): asked again only after 30 s × 2² = 2 minutes.
    orders.clock.advance(60 * 1000);
    expect(await orders.app.payments.settleDue()).toMatchObject({ checked: 0 });
    orders.clock.advance(61 * 1000);
    expect(await orders.app.payments.settleDue()).toMatchObject({ checked: 1, credited: 1 });
    expect(await orderOf(purchase)).toMatchObject({ status: 'credited' });
    expect(await totalSold()).toBe('3.75');
    // The investor's late return shows the success and credits nothing more.
    expect((await verify({ ...fields })).json().data.status).toBe('success');
    expect(await totalSold()).toBe('3.75');
    await expectLedgerConsistent(orders.database.db);
  });

  it('records a payment Paytm fails later, found by the worker', async () => {
    const purchase = await startPurchase(1000);
    await orders.sandbox.paytm.pay(purchase.paytmOrderId, 'PENDING');
    orders.sandbox.paytm.settle(purchase.paytmOrderId, 'TXN_FAILURE');
    orders.clock.advance(61 * 1000);
    expect(await orders.app.payments.settleDue()).toMatchObject({ checked: 1, failed: 1 });
    expect(await orderOf(purchase)).toMatchObject({ status: 'failed' });
  });

  it('keeps the order pending while the status API is down, and settles it once it is back', async () => {
    const purchase = await startPurchase(3000);
    const fields = await orders.sandbox.paytm.pay(purchase.paytmOrderId, 'TXN_SUCCESS');
    orders.sandbox.paytm.set({ statusMode: 'down' });
    expect((await verify({ ...fields })).json().data.status).toBe('pending');
    orders.sandbox.paytm.set({ statusMode: 'fail' });
    orders.clock.advance(61 * 1000);
    expect(await orders.app.payments.settleDue()).toMatchObject({ checked: 1, stillPending: 1 });
    expect(await orderOf(purchase)).toMatchObject({ status: 'pending', payment_checks: 2 });
    orders.sandbox.paytm.set({ statusMode: 'normal' });
    orders.clock.advance(10 * 60 * 1000);
    expect(await orders.app.payments.settleDue()).toMatchObject({ credited: 1 });
    expect(await totalSold()).toBe('3.75');
  });

  it('fails an order nobody paid once its payment window has passed', async () => {
    const purchase = await startPurchase(1000);
    orders.clock.advance(61 * 1000);
    expect(await orders.app.payments.settleDue()).toMatchObject({ stillPending: 1 });
    orders.clock.advance(30 * 60 * 1000);
    expect(await orders.app.payments.settleDue()).toMatchObject({ failed: 1 });
    expect(await orderOf(purchase)).toMatchObject({
      status: 'failed',
      status_reason: 'The payment was not completed in time.',
    });
  });
});
