// Referral bonuses ride on the credit of the referee's purchase: once per purchase, at the
// purchase's phase bonus, within the hard cap, never for pending or failed payments.
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { linkReferee } from './helpers/referrals.js';
import type { Browser } from './helpers/browser.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';

const orders = useOrdersApp();

interface Pair {
  referrer: UserRow;
  referee: UserRow;
  refereeBrowser: Browser;
}

async function referredBuyer(): Promise<Pair> {
  const referrer = await seedBuyer(orders.database.db);
  const buyer = await seedBuyer(orders.database.db);
  const referee = await linkReferee(orders.database.db, referrer, buyer);
  return { referrer, referee, refereeBrowser: await signedIn(orders.app, referee) };
}

async function buy(
  browser: Browser,
  amount: number,
  status: 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING',
) {
  const created = await browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount },
  });
  expect(created.statusCode).toBe(201);
  const { paytmOrderId } = created.json().data;
  const fields = await orders.sandbox.paytm.pay(paytmOrderId, status);
  return { paytmOrderId, fields };
}

const verify = (fields: Record<string, string>) =>
  orders.app.inject({ method: 'POST', url: '/api/v1/order/verify-payment', payload: fields });

async function bonusesOf(userId: string) {
  return orders.database.db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_referral', '=', true)
    .execute();
}

describe('referral bonuses', () => {
  it('credits the referrer the phase bonus % of the purchase, once however often it is verified', async () => {
    const { referrer, referee, refereeBrowser } = await referredBuyer();
    const { fields } = await buy(refereeBrowser, 7000, 'TXN_SUCCESS');
    for (let replay = 0; replay < 5; replay += 1) await verify({ ...fields });
    await Promise.all(Array.from({ length: 10 }, () => verify({ ...fields })));

    const [bonus, ...more] = await bonusesOf(referrer.id);
    expect(more).toEqual([]);
    expect(bonus).toMatchObject({
      payment_method: 'referral',
      is_referral: true,
      status: 'credited',
      base_tokens: '7',
      bonus_tokens: '0.00',
      total_tokens: '1.75',
      bonus_percent: 25,
      phase_name: 'Pre-Sale',
      amount_paid_paise: '0',
    });
    const purchase = await orders.database.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', referee.id)
      .executeTakeFirstOrThrow();
    expect(bonus?.source_order_id).toBe(purchase.id);
    // The referee's own purchase earns nothing more for anyone, and the bonus earns no bonus.
    expect(await bonusesOf(referee.id)).toEqual([]);
    const stats = await orders.database.db.selectFrom('referral_stats').selectAll().execute();
    expect(stats).toEqual([
      {
        referee_id: referee.id,
        referrer_id: referrer.id,
        referee_created_at: referee.created_at,
        total_bonus_tokens: '1.75',
        purchase_count: 1,
        last_purchase_date: purchase.purchase_date,
      },
    ]);
    const supply = await orders.app.inject({ method: 'GET', url: '/api/v1/rent/supply' });
    expect(supply.json().data.totalSold).toBe('10.5');
    await expectLedgerConsistent(orders.database.db);
  });

  it('uses the bonus of the phase the purchase was made in', async () => {
    orders.clock.set('2025-10-20T00:00:00Z');
    const { referrer, refereeBrowser } = await referredBuyer();
    const { fields } = await buy(refereeBrowser, 3000, 'TXN_SUCCESS');
    await verify({ ...fields });
    const [bonus] = await bonusesOf(referrer.id);
    expect(bonus).toMatchObject({ total_tokens: '0.15', bonus_percent: 5, phase_name: 'Phase 2' });
  });

  it('credits nothing for pending or failed purchases', async () => {
    const { referrer, refereeBrowser } = await referredBuyer();
    const pending = await buy(refereeBrowser, 1000, 'PENDING');
    await verify({ ...pending.fields });
    const failed = await buy(refereeBrowser, 2000, 'TXN_FAILURE');
    await verify({ ...failed.fields });
    expect(await bonusesOf(referrer.id)).toEqual([]);
    // The pending one succeeds later: its bonus comes with it, through the worker.
    orders.sandbox.paytm.settle(pending.paytmOrderId, 'TXN_SUCCESS');
    orders.clock.advance(10 * 60 * 1000);
    await orders.app.payments.settleDue();
    const bonuses = await bonusesOf(referrer.id);
    expect(bonuses.map((bonus) => bonus.total_tokens)).toEqual(['0.25']);
    await expectLedgerConsistent(orders.database.db);
  });

  it('counts the referral bonus against the hard cap with its purchase', async () => {
    const { referrer, refereeBrowser } = await referredBuyer();
    // 10 RENT left: 8 tokens + 2 bonus fit alone, but not with the referrer's 2.
    await seedOrder(orders.database.db, {
      user_id: referrer.id,
      status: 'credited',
      payment_method: 'manual',
      base_tokens: '13999990',
    });
    const tooMuch = await refereeBrowser.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 8000 },
    });
    expect(tooMuch.statusCode).toBe(409);
    const { fields } = await buy(refereeBrowser, 6000, 'TXN_SUCCESS');
    await verify({ ...fields });
    // 6 + 1.5 bonus + 1.5 referral bonus = 9.
    const supply = await orders.app.inject({ method: 'GET', url: '/api/v1/rent/supply' });
    expect(supply.json().data.totalSold).toBe('13999999');
    await expectLedgerConsistent(orders.database.db);
  });
});
