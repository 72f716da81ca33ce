// GET /order/:purchaseId: the payment result screen reads one order, and only its owner may read
// it. Another investor's order and an unknown reference answer the same 404, so the answer says
// nothing about which references exist.
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderRow } from '../src/modules/orders/orders.table.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { browserFor, type Browser } from './helpers/browser.js';
import { seedBuyer, seedOrder, signedIn, useOrdersApp } from './helpers/orders.js';

const orders = useOrdersApp('2025-07-15T10:00:00Z');
let asha: UserRow;
let ravi: UserRow;
let ashas: OrderRow;
let browser: Browser;

beforeEach(async () => {
  asha = await seedBuyer(orders.database.db, { email: 'asha@example.com' });
  ravi = await seedBuyer(orders.database.db, { email: 'ravi@example.com' });
  ashas = await seedOrder(orders.database.db, {
    user_id: asha.id,
    status: 'pending',
    purchase_id: 'RENT-7KX2M9QD4P',
    base_tokens: '3',
    bonus_tokens: '0.75',
    amount_paid_paise: 300_000n,
    purchase_date: new Date('2025-07-15T09:58:00Z'),
  });
  browser = await signedIn(orders.app, asha);
});

const read = (purchaseId: string, as: Browser = browser) =>
  as.request({ method: 'GET', url: `/api/v1/order/${purchaseId}` });

const NOT_FOUND = { status: false, message: 'Order not found.', data: null };

describe('reading one order by its reference', () => {
  it('gives the owner the order as it stands', async () => {
    const response = await read('RENT-7KX2M9QD4P');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Order details',
      data: {
        order: expect.objectContaining({
          _id: ashas.id,
          purchaseId: 'RENT-7KX2M9QD4P',
          status: 'pending',
          amountPaid: '3000.00',
          totalTokens: '3.75',
          creditedAt: null,
        }),
      },
    });
  });

  it('reads a reference typed in small letters', async () => {
    const response = await read('rent-7kx2m9qd4p');
    expect(response.json().data.order.purchaseId).toBe('RENT-7KX2M9QD4P');
  });

  it('answers another investor as it answers an unknown reference: 404 Order not found.', async () => {
    const ravis = await read('RENT-7KX2M9QD4P', await signedIn(orders.app, ravi));
    const unknown = await read('RENT-FAKE000001');
    for (const response of [ravis, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(NOT_FOUND);
    }
    expect(ravis.body).toBe(unknown.body);
  });

  it('needs a signed-in investor, and says nothing about the order to a visitor', async () => {
    const response = await read('RENT-7KX2M9QD4P', browserFor(orders.app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      status: false,
      message: 'Please sign in to continue.',
      data: null,
    });
  });

  it('refuses a reference longer than any order has, in the envelope', async () => {
    const response = await read('R'.repeat(65));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      errors: [{ field: 'purchaseId', message: expect.stringContaining('purchaseId') }],
    });
  });

  it('leaves the fixed paths of /order to their own routes', async () => {
    expect((await read('history')).json().message).toBe('Order history');
    expect((await read('graph-data')).json().message).toBe('Graph data');
  });
});
