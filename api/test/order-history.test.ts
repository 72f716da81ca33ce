// GET /order/history: the signed-in investor's own orders, every status, newest first, page by
// page, and the envelope's 400 for paging values out of range.
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderRow, OrderStatus } from '../src/modules/orders/orders.table.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { browserFor, type Browser } from './helpers/browser.js';
import { seedBuyer, seedOrder, signedIn, useOrdersApp } from './helpers/orders.js';

const orders = useOrdersApp('2025-07-15T10:00:00Z');
let asha: UserRow;
let ravi: UserRow;
let browser: Browser;

beforeEach(async () => {
  asha = await seedBuyer(orders.database.db, { email: 'asha@example.com' });
  ravi = await seedBuyer(orders.database.db, { email: 'ravi@example.com' });
  browser = await signedIn(orders.app, asha);
});

const history = (query = '', as: Browser = browser) =>
  as.request({ method: 'GET', url: `/api/v1/order/history${query}` });

/** `count` orders of one investor, one hour apart from `start` on. */
async function seedOrders(user: UserRow, count: number, start = '2025-07-01T00:00:00Z') {
  const seeded: OrderRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = new Date(Date.parse(start) + index * 3_600_000);
    seeded.push(
      await seedOrder(orders.database.db, {
        user_id: user.id,
        status: 'credited',
        purchase_date: at,
        created_at: at,
        base_tokens: String(index + 1),
        amount_paid_paise: BigInt(index + 1) * 100_000n,
      }),
    );
  }
  return seeded;
}

const purchaseIds = (response: { json(): { data: { orders: { purchaseId: string }[] } } }) =>
  response.json().data.orders.map(({ purchaseId }) => purchaseId);

describe('the order history', () => {
  it('gives the first 10 orders, newest first, and how many there are', async () => {
    const seeded = await seedOrders(asha, 25);
    const response = await history();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      message: 'Order history',
      data: { count: 25, page: 1, limit: 10 },
    });
    const newestFirst = seeded.map(({ purchase_id }) => purchase_id).reverse();
    expect(purchaseIds(response)).toEqual(newestFirst.slice(0, 10));
    expect(body.data.orders[0]).toEqual({
      _id: seeded[24]?.id,
      purchaseId: seeded[24]?.purchase_id,
      paytmOrderId: null,
      txnId: null,
      purchaseDate: '2025-07-02T00:00:00.000Z',
      amountPaid: '25000.00',
      amountCharged: '25000.00',
      currency: 'INR',
      baseTokens: '25',
      bonusTokens: '0',
      totalTokens: '25',
      bonusPercent: 0,
      phaseName: null,
      paymentMethod: 'paytm',
      isReferral: false,
      status: 'credited',
      creditedAt: '2025-07-02T00:00:00.000Z',
      holdUntil: null,
      statusReason: null,
      bankReference: null,
      refundReference: null,
      refundedAt: null,
      referral: null,
    });
  });

  it('pages through every order without overlap', async () => {
    const seeded = await seedOrders(asha, 25);
    const newestFirst = seeded.map(({ purchase_id }) => purchase_id).reverse();
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const response = await history(`?page=${page}&limit=10`);
      expect(response.json().data).toMatchObject({ count: 25, page, limit: 10 });
      pages.push(purchaseIds(response));
    }
    expect(pages.map((ids) => ids.length)).toEqual([10, 10, 5, 0]);
    expect(pages.flat()).toEqual(newestFirst);
    expect(purchaseIds(await history('?limit=100'))).toEqual(newestFirst);
    expect(purchaseIds(await history('?page=25&limit=1'))).toEqual([newestFirst[24]]);
  });

  it('orders a tie on the purchase date by id, so that pages stay stable', async () => {
    const sameInstant = new Date('2025-07-10T12:00:00Z');
    const seeded = [];
    for (let index = 0; index < 7; index += 1) {
      seeded.push(
        await seedOrder(orders.database.db, {
          user_id: asha.id,
          status: 'pending',
          purchase_date: sameInstant,
        }),
      );
    }
    const byIdDescending = seeded
      .map(({ id }) => id)
      .sort((left, right) => (left < right ? 1 : -1));
    const ids = [];
    for (const page of [1, 2, 3]) {
      const response = await history(`?page=${page}&limit=3`);
      ids.push(...response.json().data.orders.map(({ _id }: { _id: string }) => _id));
    }
    expect(ids).toEqual(byIdDescending);
  });

  it('shows orders in every status, referral bonuses included', async () => {
    const statuses: OrderStatus[] = [
      'pending',
      'credited',
      'failed',
      'rejected',
      'refund_due',
      'refunded',
    ];
    for (const [index, status] of statuses.entries()) {
      await seedOrder(orders.database.db, {
        user_id: asha.id,
        status,
        purchase_date: new Date(Date.UTC(2025, 6, 1 + index)),
        ...(status === 'rejected' && { payment_method: 'manual', status_reason: 'No transfer' }),
        ...(status === 'refunded' && {
          refund_reference: 'UTR 412345678901',
          refunded_at: new Date('2025-07-20T00:00:00Z'),
          refunded_by: 'Priya',
        }),
      });
    }
    await seedOrder(orders.database.db, {
      user_id: asha.id,
      status: 'credited',
      payment_method: 'referral',
      is_referral: true,
      total_tokens: '1.25',
      purchase_date: new Date('2025-07-10T00:00:00Z'),
    });
    const { orders: listed } = (await history()).json().data;
    expect(listed.map(({ status }: { status: string }) => status)).toEqual([
      'credited',
      'refunded',
      'refund_due',
      'rejected',
      'failed',
      'credited',
      'pending',
    ]);
    expect(listed[0]).toMatchObject({ isReferral: true, totalTokens: '1.25' });
    expect(listed[1]).toMatchObject({
      refundReference: 'UTR 412345678901',
      refundedAt: '2025-07-20T00:00:00.000Z',
    });
    expect(listed[3]).toMatchObject({ paymentMethod: 'manual', statusReason: 'No transfer' });
  });

  it('shows only the investor’s own orders', async () => {
    await seedOrders(ravi, 4);
    const own = await seedOrders(asha, 2, '2025-07-05T00:00:00Z');
    const response = await history();
    expect(response.json().data.count).toBe(2);
    expect(purchaseIds(response)).toEqual(own.map(({ purchase_id }) => purchase_id).reverse());
    const ravis = await history('', await signedIn(orders.app, ravi));
    expect(ravis.json().data.count).toBe(4);
  });

  it('is empty for an investor without orders', async () => {
    const response = await history();
    expect(response.json()).toEqual({
      status: true,
      message: 'Order history',
      data: { orders: [], count: 0, page: 1, limit: 10 },
    });
  });

  it.each([
    ['?page=0', 'page', 'page must be at least 1'],
    ['?page=-2', 'page', 'page must be at least 1'],
    ['?page=two', 'page', 'page must be a whole number'],
    ['?page=1.5', 'page', 'page must be a whole number'],
    ['?page=99999999999999999999', 'page', 'page must be at most 1000000'],
    ['?limit=0', 'limit', 'limit must be at least 1'],
    ['?limit=101', 'limit', 'limit must be at most 100'],
    ['?limit=ten', 'limit', 'limit must be a whole number'],
  ])('refuses %s in the envelope', async (query, field, message) => {
    const response = await history(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message,
      data: null,
      errors: [{ field, message }],
    });
  });

  it('needs a signed-in investor', async () => {
    const response = await history('', browserFor(orders.app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'Please sign in to continue.',
    });
  });
});
