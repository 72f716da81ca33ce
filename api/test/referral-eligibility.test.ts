// Self-referral through a throw-away account: a referrer is paid a bonus only if, when the
// referee's purchase is credited, their own e-mail is verified and their KYC is VERIFIED; until
// then the bonus is held for them (decision 0108). The referee's order holds the bonus all the
// same, so a referrer verified before the credit is paid from held supply.
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../src/modules/users/users.table.js';
import { updateUser } from '../src/modules/users/users.repository.js';
import { seedInvestor } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';
import { expectLedgerConsistent, seedBuyer, signedIn, useOrdersApp } from './helpers/orders.js';
import { linkReferee } from './helpers/referrals.js';

// Pre-Sale: 25 % bonus for the buyer, and 25 % of the whole tokens for an eligible referrer.
const orders = useOrdersApp();

async function order(browser: Browser, amount: number) {
  const created = await browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount },
  });
  expect(created.statusCode).toBe(201);
  return created.json().data.paytmOrderId as string;
}

async function pay(paytmOrderId: string) {
  const fields = await orders.sandbox.paytm.pay(paytmOrderId, 'TXN_SUCCESS');
  const verified = await orders.app.inject({
    method: 'POST',
    url: '/api/v1/order/verify-payment',
    payload: fields,
  });
  expect(verified.json().data.status).toBe('success');
}

async function refereeOf(referrer: UserRow): Promise<Browser> {
  const buyer = await seedBuyer(orders.database.db);
  return signedIn(orders.app, await linkReferee(orders.database.db, referrer, buyer));
}

const bonusesOf = (referrer: UserRow) =>
  orders.database.db
    .selectFrom('orders')
    .select(['total_tokens', 'status'])
    .where('user_id', '=', referrer.id)
    .where('is_referral', '=', true)
    .orderBy('status')
    .execute();

const statsOf = (referrer: UserRow) =>
  orders.database.db
    .selectFrom('referral_stats')
    .select(['total_bonus_tokens', 'purchase_count'])
    .where('referrer_id', '=', referrer.id)
    .executeTakeFirstOrThrow();

const totalSold = async () =>
  (await orders.app.inject({ method: 'GET', url: '/api/v1/rent/supply' })).json().data.totalSold;

describe('a referral bonus', () => {
  it('is held, not paid, for a referrer whose KYC is not verified; once verified, the next credit pays', async () => {
    const referrer = await seedInvestor(orders.database.db, { email: 'throwaway@example.com' });
    await updateUser(orders.database.db, referrer.id, { kyc_status: 'SUBMITTED' });
    const referee = await refereeOf(referrer);

    await pay(await order(referee, 4000));
    expect(await bonusesOf(referrer)).toEqual([{ total_tokens: '1.00', status: 'pending' }]);
    expect(await statsOf(referrer)).toEqual({ total_bonus_tokens: '0.00', purchase_count: 1 });
    expect(await totalSold()).toBe('5');

    await updateUser(orders.database.db, referrer.id, { kyc_status: 'VERIFIED' });
    await pay(await order(referee, 4000));
    expect(await bonusesOf(referrer)).toEqual([
      { total_tokens: '1.00', status: 'credited' },
      { total_tokens: '1.00', status: 'pending' },
    ]);
    expect(await statsOf(referrer)).toEqual({ total_bonus_tokens: '1.00', purchase_count: 2 });
    expect(await totalSold()).toBe('11');
    await expectLedgerConsistent(orders.database.db);
  });

  it('is held, not paid, for a referrer whose e-mail address is not verified', async () => {
    const referrer = await seedInvestor(orders.database.db, { verified: false });
    await updateUser(orders.database.db, referrer.id, { kyc_status: 'VERIFIED' });
    await pay(await order(await refereeOf(referrer), 4000));
    expect(await bonusesOf(referrer)).toEqual([{ total_tokens: '1.00', status: 'pending' }]);
    expect(await totalSold()).toBe('5');
    await expectLedgerConsistent(orders.database.db);
  });

  it('is held by the referee’s order either way, and paid if the referrer is verified by the credit', async () => {
    const referrer = await seedInvestor(orders.database.db);
    const referee = await refereeOf(referrer);
    const paytmOrderId = await order(referee, 4000);
    const row = await orders.database.db
      .selectFrom('orders')
      .select(['reserved_tokens', 'hold_until', 'created_at'])
      .where('paytm_order_id', '=', paytmOrderId)
      .executeTakeFirstOrThrow();
    // 4 RENT, 1 RENT of bonus, and 1 RENT the referrer may earn.
    expect(row.reserved_tokens).toBe('6.00');
    expect(row.hold_until?.getTime()).toBe(row.created_at.getTime() + 15 * 60 * 1000);

    await updateUser(orders.database.db, referrer.id, { kyc_status: 'VERIFIED' });
    await pay(paytmOrderId);
    expect(await bonusesOf(referrer)).toEqual([{ total_tokens: '1.00', status: 'credited' }]);
    expect(await totalSold()).toBe('6');
    await expectLedgerConsistent(orders.database.db);
  });
});
