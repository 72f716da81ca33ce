import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { NewOrderRow, OrderStatus } from '../src/modules/orders/orders.table.js';
import { seedInvestor } from './helpers/accounts.js';
import { seedOrder } from './helpers/orders.js';
import { insertOrder } from '../src/modules/orders/orders.repository.js';
import { buildTestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let database: TestDatabase;
let app: App;
let investorId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
});

beforeEach(async () => {
  await database.reset();
  investorId = (await seedInvestor(database.db)).id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** An order allocating `totalTokens`, split into whole base tokens and a fractional bonus. */
function order(status: OrderStatus, totalTokens: string, extra: Partial<NewOrderRow> = {}) {
  const [whole = '0', fraction = ''] = totalTokens.split('.');
  const referral = extra.is_referral === true;
  return seedOrder(database.db, {
    purchase_id: `P-${randomUUID()}`,
    user_id: investorId,
    payment_method: 'paytm',
    status,
    base_tokens: referral ? '0' : whole,
    bonus_tokens: referral ? '0' : `0.${fraction || '0'}`,
    ...(referral && { total_tokens: totalTokens }),
    ...extra,
  });
}

async function totalSold() {
  const response = await app.inject({ method: 'GET', url: '/api/v1/rent/supply' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/v1/rent/supply', () => {
  it('reports nothing sold before any order is credited', async () => {
    expect(await totalSold()).toEqual({
      status: true,
      message: 'Token supply',
      data: { totalSold: '0', totalHeld: '0', available: '14000000' },
    });
  });

  it('shows what pending orders hold beside what is sold, and what is still available', async () => {
    const future = new Date('2100-01-01T00:00:00Z');
    await order('credited', '51.75');
    await order('pending', '5', { reserved_tokens: '6.25', hold_until: future });
    await order('pending', '1', {
      payment_method: 'referral',
      is_referral: true,
      reserved_tokens: '1',
      hold_until: future,
    });
    // A hold that has ended holds nothing.
    await order('pending', '9', {
      reserved_tokens: '9',
      hold_until: new Date('2000-01-01T00:00:00Z'),
    });
    expect((await totalSold()).data).toEqual({
      totalSold: '51.75',
      totalHeld: '7.25',
      available: '13999941',
    });
  });

  it('sums the exact tokens of credited orders only', async () => {
    await order('credited', '12.50');
    await order('credited', '3.15');
    await order('credited', '0.05', { payment_method: 'referral', is_referral: true });
    await order('credited', '100');
    await order('pending', '1000');
    await order('failed', '7');
    await order('rejected', '8');
    await order('refund_due', '9');
    expect((await totalSold()).data).toMatchObject({ totalSold: '115.7' });
  });

  it('keeps amounts beyond what a float can hold exact', async () => {
    await order('credited', '9007199254740993.01');
    await order('credited', '0.02');
    expect((await totalSold()).data).toMatchObject({ totalSold: '9007199254740993.03' });
  });

  it('prints a whole total without decimals', async () => {
    await order('credited', '0.50');
    await order('credited', '0.50');
    expect((await totalSold()).data).toMatchObject({ totalSold: '1' });
  });
});

describe('the orders table', () => {
  it('fills its defaults and returns amounts as exact text', async () => {
    const row = await order('pending', '12.50', { amount_paid_paise: 1_200_000n });
    expect(row).toMatchObject({
      amount_paid_paise: '1200000',
      base_tokens: '12',
      bonus_tokens: '0.50',
      total_tokens: '12.50',
      bonus_percent: 0,
      is_referral: false,
      paytm_order_id: null,
      credited_at: null,
    });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.purchase_date).toBeInstanceOf(Date);
  });

  it('refuses an unknown status or payment method', async () => {
    await expect(order('settled' as OrderStatus, '1')).rejects.toThrow(/orders_status_check/);
    await expect(order('pending', '1', { currency: 'USD' as 'INR' })).rejects.toThrow(
      /orders_currency_check/,
    );
    await expect(
      order('pending', '1', { payment_method: 'cash' as NewOrderRow['payment_method'] }),
    ).rejects.toThrow(/orders_payment_method_check/);
  });

  it('refuses an order of nobody', async () => {
    await expect(order('pending', '1', { user_id: randomUUID() })).rejects.toThrow(
      /orders_user_id_fkey/,
    );
  });

  it('keeps a purchase total equal to base plus bonus, and credited_at with credited only', async () => {
    await expect(
      insertOrder(database.db, {
        purchase_id: 'P-2',
        user_id: investorId,
        payment_method: 'paytm',
        status: 'pending',
        base_tokens: '3',
        bonus_tokens: '0.75',
        total_tokens: '4',
      }),
    ).rejects.toThrow(/orders_total_tokens_check/);
    await expect(
      insertOrder(database.db, {
        purchase_id: 'P-3',
        user_id: investorId,
        payment_method: 'paytm',
        status: 'credited',
        base_tokens: '3',
        total_tokens: '3',
      }),
    ).rejects.toThrow(/orders_credited_at_check/);
  });

  it('refuses a second order with the same purchase id', async () => {
    await order('pending', '1', { purchase_id: 'P-1' });
    await expect(order('pending', '1', { purchase_id: 'P-1' })).rejects.toThrow(/unique/i);
  });
});
