// GET /order/graph-data: RENT credited on each of the last 7 or 30 days of India's calendar
// (IST, UTC+5:30), today included, with the days without sales as '0'.
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { browserFor } from './helpers/browser.js';
import { expectLedgerConsistent, seedBuyer, seedOrder, useOrdersApp } from './helpers/orders.js';

// 15:30 on 15 July 2025 in India.
const orders = useOrdersApp('2025-07-15T10:00:00Z');
let asha: UserRow;

beforeEach(async () => {
  asha = await seedBuyer(orders.database.db, { email: 'asha@example.com' });
});

const graph = (query = '') =>
  browserFor(orders.app).request({ method: 'GET', url: `/api/v1/order/graph-data${query}` });

/** A credited order of `tokens` (base and bonus) credited at `creditedAt`. */
function credit(creditedAt: string, base: string, bonus = '0') {
  return seedOrder(orders.database.db, {
    user_id: asha.id,
    status: 'credited',
    base_tokens: base,
    bonus_tokens: bonus,
    purchase_date: new Date(creditedAt),
    credited_at: new Date(creditedAt),
  });
}

const JULY_9_TO_15 = [
  '2025-07-09',
  '2025-07-10',
  '2025-07-11',
  '2025-07-12',
  '2025-07-13',
  '2025-07-14',
  '2025-07-15',
];

describe('the tokens-sold graph', () => {
  it('gives the last 7 days of India, today last, with 0 for days without sales', async () => {
    const response = await graph('?range=7d');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Graph data',
      data: {
        range: '7d',
        labels: JULY_9_TO_15,
        data: ['0', '0', '0', '0', '0', '0', '0'],
      },
    });
  });

  it('counts each credit on its day in India: 18:29:59 UTC and 18:30:00 UTC are different days', async () => {
    await credit('2025-07-10T18:29:59Z', '5', '1.25'); // 10 July, 23:59:59 IST
    await credit('2025-07-10T18:30:00Z', '2', '0.5'); // 11 July, 00:00:00 IST
    await credit('2025-07-11T03:00:00Z', '1', '0.25'); // 11 July, 08:30 IST
    await credit('2025-07-14T18:30:00Z', '1000000', '250000'); // 15 July, 00:00 IST (today)
    const { data } = (await graph()).json();
    expect(data.labels).toEqual(JULY_9_TO_15);
    expect(data.data).toEqual(['0', '6.25', '3.75', '0', '0', '0', '1250000']);
    await expectLedgerConsistent(orders.database.db);
  });

  it('counts only credited orders, by the instant they were credited', async () => {
    for (const status of ['pending', 'failed', 'rejected', 'refund_due'] as const) {
      await seedOrder(orders.database.db, {
        user_id: asha.id,
        status,
        base_tokens: '7',
        purchase_date: new Date('2025-07-12T06:00:00Z'),
      });
    }
    // Bought on 8 July (outside the 7 days), credited on 12 July in India.
    await seedOrder(orders.database.db, {
      user_id: asha.id,
      status: 'credited',
      base_tokens: '3',
      purchase_date: new Date('2025-07-08T06:00:00Z'),
      credited_at: new Date('2025-07-12T06:00:00Z'),
    });
    // A referral bonus counts with its total.
    await seedOrder(orders.database.db, {
      user_id: asha.id,
      status: 'credited',
      payment_method: 'referral',
      is_referral: true,
      total_tokens: '0.75',
      credited_at: new Date('2025-07-12T07:00:00Z'),
    });
    const { data } = (await graph('?range=7d')).json();
    expect(data.data).toEqual(['0', '0', '0', '3.75', '0', '0', '0']);
    await expectLedgerConsistent(orders.database.db);
  });

  it('leaves out sales before the first day and after today', async () => {
    await credit('2025-07-08T18:29:59Z', '9'); // 8 July in India: a day too early
    await credit('2025-07-08T18:30:00Z', '4'); // 9 July in India: the first day
    await credit('2025-07-15T18:30:00Z', '8'); // 16 July in India: tomorrow
    const { data } = (await graph()).json();
    expect(data.data).toEqual(['4', '0', '0', '0', '0', '0', '0']);
  });

  it('gives 30 days for 30d', async () => {
    await credit('2025-06-15T18:30:00Z', '2'); // 16 June in India: the first of the 30 days
    await credit('2025-06-15T18:29:59Z', '5'); // 15 June in India: outside
    await credit('2025-07-15T09:00:00Z', '1');
    const response = await graph('?range=30d');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.range).toBe('30d');
    expect(data.labels).toHaveLength(30);
    expect(data.data).toHaveLength(30);
    expect(data.labels[0]).toBe('2025-06-16');
    expect(data.labels[29]).toBe('2025-07-15');
    expect(data.labels).toContain('2025-06-30');
    expect(data.labels).toContain('2025-07-01');
    expect(data.data[0]).toBe('2');
    expect(data.data[29]).toBe('1');
    expect(data.data.slice(1, 29).every((tokens: string) => tokens === '0')).toBe(true);
  });

  it('starts a new day at midnight in India', async () => {
    // 00:30 on 16 July in India, still 15 July in UTC.
    orders.clock.set('2025-07-15T19:00:00Z');
    await credit('2025-07-15T18:45:00Z', '3');
    const { data } = (await graph()).json();
    expect(data.labels[0]).toBe('2025-07-10');
    expect(data.labels[6]).toBe('2025-07-16');
    expect(data.data[6]).toBe('3');
  });

  it.each(['?range=14d', '?range=7D', '?range=', '?range=7d&range=30d'])(
    'refuses %s in the envelope',
    async (query) => {
      const response = await graph(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: 'range must be one of: 7d, 30d',
        data: null,
        errors: [{ field: 'range', message: 'range must be one of: 7d, 30d' }],
      });
    },
  );
});
