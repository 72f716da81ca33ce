// Many investors buying the last tokens at once: reservations never promise more than is left,
// credits never pass the hard cap, and every rupee paid is either credited or marked for refund.
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import type { Browser } from './helpers/browser.js';
import { linkReferee } from './helpers/referrals.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';

const orders = useOrdersApp();

// Two orders each: within what one investor may have pending (the sale's reservation policy).
const BUYERS = 100;
const ORDERS_PER_BUYER = 2;

/** `BUYERS` signed-in buyers; with a `referrer`, every one of them signed up with its code. */
async function buyers(referrer?: UserRow): Promise<Browser[]> {
  const browsers: Browser[] = [];
  for (let index = 0; index < BUYERS; index += 1) {
    const buyer = await seedBuyer(orders.database.db);
    const referee = referrer ? await linkReferee(orders.database.db, referrer, buyer) : buyer;
    browsers.push(await signedIn(orders.app, referee));
  }
  return browsers;
}

/** Leaves `left` RENT under the hard cap of 14,000,000. */
async function fillCapLeaving(left: number) {
  const whale = await seedBuyer(orders.database.db);
  await seedOrder(orders.database.db, {
    user_id: whale.id,
    status: 'credited',
    payment_method: 'manual',
    base_tokens: String(14_000_000 - left),
  });
}

/** 200 concurrent orders of 1 RENT (1.25 with the Pre-Sale bonus). */
async function buyAtOnce(browsers: Browser[]) {
  const responses = await Promise.all(
    browsers.flatMap((browser) =>
      Array.from({ length: ORDERS_PER_BUYER }, () =>
        browser.request({
          method: 'POST',
          url: '/api/v1/order/create-order',
          payload: { amount: 1000 },
        }),
      ),
    ),
  );
  for (const response of responses) expect([201, 409]).toContain(response.statusCode);
  return responses
    .filter((response) => response.statusCode === 201)
    .map((response) => response.json().data.paytmOrderId as string);
}

async function payAll(paytmOrderIds: string[]) {
  const callbacks = await Promise.all(
    paytmOrderIds.map((id) => orders.sandbox.paytm.pay(id, 'TXN_SUCCESS')),
  );
  const verified = await Promise.all(
    callbacks.map((fields) =>
      orders.app.inject({
        method: 'POST',
        url: '/api/v1/order/verify-payment',
        payload: { ...fields },
      }),
    ),
  );
  for (const response of verified) expect(response.statusCode).toBe(200);
  return verified.map((response) => response.json().data.status as string);
}

async function settlePending() {
  for (let pass = 0; pass < 20 && (await statusCounts()).pending; pass += 1) {
    orders.clock.advance(60 * 60 * 1000);
    await orders.app.payments.settleDue();
  }
}

async function statusCounts() {
  const rows = await orders.database.db
    .selectFrom('orders')
    .select(['status'])
    .select((eb) => eb.fn.countAll<string>().as('orders'))
    .where('payment_method', '=', 'paytm')
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.orders)]));
}

async function totalSold() {
  const response = await orders.app.inject({ method: 'GET', url: '/api/v1/rent/supply' });
  return response.json().data.totalSold as string;
}

describe('the hard cap under concurrent purchases', () => {
  it('reserves exactly what is left among 200 concurrent orders and credits all of them', async () => {
    await fillCapLeaving(100);
    const created = await buyAtOnce(await buyers());
    // 100 RENT left, 1.25 RENT per order: 80 orders fit.
    expect(created).toHaveLength(80);
    const outcomes = await payAll(created);
    expect(outcomes).not.toContain('failure');
    await settlePending();
    expect(await totalSold()).toBe('14000000');
    expect(await statusCounts()).toEqual({ credited: 80 });
    await expectLedgerConsistent(orders.database.db);
  }, 120_000);

  it('holds the referrer’s bonus too while a referred buyer’s order waits for its money', async () => {
    await fillCapLeaving(100);
    const referrer = await seedBuyer(orders.database.db);
    const created = await buyAtOnce(await buyers(referrer));
    // 1 RENT + 0.25 Pre-Sale bonus + 0.25 for the referrer: 66 orders fit in 100 RENT, not 80.
    expect(created).toHaveLength(66);
    const outcomes = await payAll(created);
    expect(outcomes).not.toContain('failure');
    await settlePending();
    // Every payment taken is credited with its referrer's bonus (66 × 1.5 RENT); none is refunded.
    expect(await statusCounts()).toEqual({ credited: 66 });
    expect(await totalSold()).toBe('13999999');
    await expectLedgerConsistent(orders.database.db);
  }, 120_000);

  it('marks payments that arrive after the cap filled for refund instead of crediting them', async () => {
    await fillCapLeaving(100);
    const browsers = await buyers();
    const first = await buyAtOnce(browsers);
    expect(first).toHaveLength(80);
    // Their payment window passes unpaid, so the tokens they held are offered again...
    orders.clock.advance(15 * 60 * 1000 + 1);
    const again = await buyAtOnce(await buyers());
    expect(again).toHaveLength(80);
    // ...and then all 160 are paid at once (the first 80 paid late, at the bank's pace).
    const outcomes = await payAll([...first, ...again]);
    expect(outcomes.filter((outcome) => outcome === 'success').length).toBeLessThanOrEqual(80);
    // Under this load some status checks may time out: those orders wait for the worker.
    await settlePending();
    expect(await totalSold()).toBe('14000000');
    expect(await statusCounts()).toEqual({ credited: 80, refund_due: 80 });
    const refundDue = await orders.database.db
      .selectFrom('orders')
      .select(['status_reason', 'credited_at'])
      .where('status', '=', 'refund_due')
      .execute();
    for (const row of refundDue) {
      expect(row).toEqual({
        status_reason:
          'The pre-sale sold out before this payment was confirmed. Nothing was credited; the amount will be refunded.',
        credited_at: null,
      });
    }
    await expectLedgerConsistent(orders.database.db);
  }, 120_000);
});
