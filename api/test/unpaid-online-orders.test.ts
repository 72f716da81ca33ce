// An investor back from Paytm's page without paying is not locked out (decision 0109): the unpaid
// order can be paid again under a fresh Paytm order id, or cancelled; Paytm's status API is asked
// first, so a paid order is never cancelled (it is credited), and a race between a cancel and the
// payment's callback ends one way only.
import { describe, expect, it } from 'vitest';
import type { Browser } from './helpers/browser.js';
import { expectLedgerConsistent, seedBuyer, signedIn, useOrdersApp } from './helpers/orders.js';

const orders = useOrdersApp();

async function buyer(): Promise<Browser> {
  return signedIn(orders.app, await seedBuyer(orders.database.db));
}

/** The order's investor, signed in afresh at `at` (a session lasts less than the wait). */
async function ownerLaterAt(at: string, purchaseId: string): Promise<Browser> {
  const { user_id } = await orderOf(purchaseId);
  orders.clock.set(at);
  const user = await orders.database.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user_id)
    .executeTakeFirstOrThrow();
  return signedIn(orders.app, user);
}

async function placeOrder(browser: Browser, amount = 4000) {
  const created = await browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount },
  });
  expect(created.statusCode).toBe(201);
  const { paytmOrderId, order } = created.json().data;
  return { paytmOrderId: paytmOrderId as string, purchaseId: order.purchaseId as string };
}

const act = (browser: Browser, purchaseId: string, action: 'cancel' | 'pay-again') =>
  browser.request({ method: 'POST', url: `/api/v1/order/${purchaseId}/${action}` });

const callback = async (fields: object) =>
  orders.app.inject({ method: 'POST', url: '/api/v1/order/verify-payment', payload: fields });

const orderOf = (purchaseId: string) =>
  orders.database.db
    .selectFrom('orders')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .executeTakeFirstOrThrow();

const totalSold = async () =>
  (await orders.app.inject({ method: 'GET', url: '/api/v1/rent/supply' })).json().data.totalSold;

describe('an unpaid online order', () => {
  it('can be cancelled, freeing the investor’s room for a new order at once', async () => {
    const browser = await buyer();
    const placed = [
      await placeOrder(browser),
      await placeOrder(browser),
      await placeOrder(browser),
    ];
    const refused = await browser.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 1000 },
    });
    expect(refused.statusCode).toBe(409);

    const cancelled = await act(browser, placed[0]?.purchaseId ?? '', 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: true,
      message: 'Order cancelled. Nothing was charged.',
      data: {
        outcome: 'cancelled',
        order: {
          status: 'failed',
          statusReason: 'You cancelled this order before paying for it.',
          holdUntil: null,
        },
      },
    });
    await placeOrder(browser, 1000);
    // Cancelling again, or an order already settled, is refused plainly.
    const again = await act(browser, placed[0]?.purchaseId ?? '', 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is no longer awaiting an online payment.');
  });

  it('is credited, not cancelled, when Paytm has its payment', async () => {
    const browser = await buyer();
    const { paytmOrderId, purchaseId } = await placeOrder(browser);
    await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS');

    const cancelled = await act(browser, purchaseId, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'This order was already paid: it is credited, not cancelled.',
      data: { outcome: 'paid', order: { status: 'credited' } },
    });
    expect(await totalSold()).toBe('5');
    await expectLedgerConsistent(orders.database.db);
  });

  it('ends one way only when a cancel races the payment’s callback', async () => {
    for (const paid of [true, false]) {
      const browser = await buyer();
      const { paytmOrderId, purchaseId } = await placeOrder(browser, 1000);
      const fields = await orders.sandbox.paytm.pay(
        paytmOrderId,
        paid ? 'TXN_SUCCESS' : 'TXN_FAILURE',
      );
      const [cancel, verified] = await Promise.all([
        act(browser, purchaseId, 'cancel'),
        callback(fields),
      ]);
      const order = await orderOf(purchaseId);
      if (paid) {
        expect(order.status).toBe('credited');
        expect(cancel.json().data?.outcome ?? 'refused').not.toBe('cancelled');
        expect(verified.json().data.status).toBe('success');
      } else {
        expect(order.status).toBe('failed');
      }
    }
    expect(await totalSold()).toBe('1.25');
    await expectLedgerConsistent(orders.database.db);
  });

  it('paid after its cancel took effect is credited, not lost', async () => {
    const browser = await buyer();
    const { paytmOrderId, purchaseId } = await placeOrder(browser);
    expect((await act(browser, purchaseId, 'cancel')).statusCode).toBe(200);
    // Paytm's page was still open in another tab, and the investor paid there.
    const verified = await callback(await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS'));
    expect(verified.json().data.status).toBe('success');
    expect((await orderOf(purchaseId)).status).toBe('credited');
    expect(await totalSold()).toBe('5');
    await expectLedgerConsistent(orders.database.db);
  });

  it('can be paid again under a fresh Paytm order id, with a new payment window', async () => {
    const { paytmOrderId, purchaseId } = await placeOrder(await buyer());
    const browser = await ownerLaterAt('2025-07-15T10:16:00Z', purchaseId);

    const resumed = await act(browser, purchaseId, 'pay-again');
    expect(resumed.statusCode).toBe(200);
    const data = resumed.json().data;
    expect(data.paytmOrderId).not.toBe(paytmOrderId);
    expect(data.txnToken).toEqual(expect.any(String));
    expect(data.order).toMatchObject({
      purchaseId,
      status: 'pending',
      paytmOrderId: data.paytmOrderId,
      holdUntil: '2025-07-15T10:31:00.000Z',
    });

    const verified = await callback(
      await orders.sandbox.paytm.pay(data.paytmOrderId, 'TXN_SUCCESS'),
    );
    expect(verified.json().data).toMatchObject({ status: 'success', purchaseId });
    expect(await totalSold()).toBe('5');
    await expectLedgerConsistent(orders.database.db);
  });

  it('paid on an earlier attempt is credited once, and cannot be paid again', async () => {
    const browser = await buyer();
    const first = await placeOrder(browser);
    const resumed = (await act(browser, first.purchaseId, 'pay-again')).json().data;
    // The first attempt's page was paid after all.
    const fields = await orders.sandbox.paytm.pay(first.paytmOrderId, 'TXN_SUCCESS');
    const verified = await callback(fields);
    expect(verified.json().data).toMatchObject({ status: 'success', purchaseId: first.purchaseId });
    expect((await callback(fields)).json().data.status).toBe('success');

    const again = await act(browser, first.purchaseId, 'pay-again');
    expect(again.statusCode).toBe(409);
    expect(resumed.paytmOrderId).not.toBe(first.paytmOrderId);
    expect(await totalSold()).toBe('5');
    await expectLedgerConsistent(orders.database.db);
  });

  it('is paid again only if its tokens still fit under the hard cap', async () => {
    const { purchaseId } = await placeOrder(await buyer());
    const browser = await ownerLaterAt('2025-07-15T10:16:00Z', purchaseId);
    // Its hold has ended; someone took all that was left meanwhile.
    await orders.database.db.updateTable('sale_supply').set({ sold_tokens: '13999998' }).execute();
    const refused = await act(browser, purchaseId, 'pay-again');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Only 2 RENT left/);
  });

  it('belongs to its investor alone', async () => {
    const { purchaseId } = await placeOrder(await buyer());
    const stranger = await buyer();
    expect((await act(stranger, purchaseId, 'cancel')).statusCode).toBe(404);
    expect((await act(stranger, purchaseId, 'pay-again')).statusCode).toBe(404);
    expect((await orderOf(purchaseId)).status).toBe('pending');
  });
});
