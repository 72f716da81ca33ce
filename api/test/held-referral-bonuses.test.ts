// A referrer whose KYC is not yet approved loses nothing (decision 0108): the bonus her referees'
// purchases earn is held for her, counted under the hard cap, and credited exactly once when her
// KYC is approved, at the bonus % of the purchase; her table counts every credited purchase.
import { describe, expect, it } from 'vitest';
import { decideKyc } from '../src/modules/kyc/index.js';
import type { UserRow } from '../src/modules/users/users.table.js';
import { updateUser } from '../src/modules/users/users.repository.js';
import { seedInvestor } from './helpers/accounts.js';
import type { Browser } from './helpers/browser.js';
import {
  expectLedgerConsistent,
  seedBuyer,
  seedOrder,
  signedIn,
  useOrdersApp,
} from './helpers/orders.js';
import { linkReferee } from './helpers/referrals.js';

// Pre-Sale: 25 % bonus for the buyer, and 25 % of the whole tokens for the referrer.
const orders = useOrdersApp();
const DAY = 24 * 60 * 60 * 1000;

async function pay(browser: Browser, amount: number) {
  const created = await browser.request({
    method: 'POST',
    url: '/api/v1/order/create-order',
    payload: { amount },
  });
  expect(created.statusCode).toBe(201);
  const fields = await orders.sandbox.paytm.pay(created.json().data.paytmOrderId, 'TXN_SUCCESS');
  const verified = await orders.app.inject({
    method: 'POST',
    url: '/api/v1/order/verify-payment',
    payload: fields,
  });
  expect(verified.json().data.status).toBe('success');
}

/** A referrer whose KYC waits for the team's review, with an application to approve. */
async function unverifiedReferrer(): Promise<UserRow> {
  const referrer = await seedInvestor(orders.database.db, { email: 'asha@example.com' });
  const now = orders.clock.now();
  await orders.database.db
    .insertInto('kyc_applications')
    .values({
      user_id: referrer.id,
      status: 'SUBMITTED',
      first_name: 'Asha',
      last_name: 'Rao',
      email: referrer.email,
      phone: '9876543210',
      dob: '1990-01-01',
      street1: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      postal_code: '411001',
      terms_accepted_at: now,
      privacy_accepted_at: now,
      submitted_at: now,
    })
    .execute();
  return updateUser(orders.database.db, referrer.id, { kyc_status: 'SUBMITTED' });
}

async function refereeOf(referrer: UserRow): Promise<Browser> {
  const buyer = await seedBuyer(orders.database.db);
  return signedIn(orders.app, await linkReferee(orders.database.db, referrer, buyer));
}

const approve = (referrer: UserRow) =>
  decideKyc(
    {
      db: orders.database.db,
      now: orders.clock.now(),
      actor: 'admin-cli:reviewer',
      publicUrl: orders.app.config.publicUrl,
      sale: orders.app.config.sale,
    },
    referrer.email,
    'approve',
  );

const bonusesOf = (referrer: UserRow) =>
  orders.database.db
    .selectFrom('orders')
    .select(['total_tokens', 'status', 'bonus_percent', 'reserved_tokens', 'hold_until'])
    .where('user_id', '=', referrer.id)
    .where('is_referral', '=', true)
    .orderBy('total_tokens')
    .execute();

const statsOf = (referrer: UserRow) =>
  orders.database.db
    .selectFrom('referral_stats')
    .select(['total_bonus_tokens', 'purchase_count'])
    .where('referrer_id', '=', referrer.id)
    .executeTakeFirstOrThrow();

const supply = async () =>
  (await orders.app.inject({ method: 'GET', url: '/api/v1/rent/supply' })).json().data;

const subjectsTo = async (email: string) =>
  (
    await orders.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', email)
      .execute()
  )
    .map(({ subject }) => subject)
    .sort();

describe('a referral bonus earned before the referrer is verified', () => {
  it('is held for 30 days, counted under the hard cap, and mailed with what to do by when', async () => {
    const referrer = await unverifiedReferrer();
    await pay(await refereeOf(referrer), 4000);

    const [held] = await bonusesOf(referrer);
    expect(held).toMatchObject({ total_tokens: '1.00', status: 'pending', bonus_percent: 25 });
    expect(held?.reserved_tokens).toBe('1.00');
    expect(held?.hold_until?.getTime()).toBe(orders.clock.now().getTime() + 30 * DAY);
    // 5 RENT sold to the referee; the referrer's 1 RENT is held, not sold.
    expect((await supply()).totalSold).toBe('5');
    expect(await statsOf(referrer)).toEqual({ total_bonus_tokens: '0.00', purchase_count: 1 });
    expect(await subjectsTo(referrer.email)).toEqual([
      expect.stringMatching(/^Your RENT referral bonus RENT-\w+ is waiting for your KYC$/),
    ]);
    await expectLedgerConsistent(orders.database.db);
  });

  it('is credited once when the referrer’s KYC is approved, at the purchase’s bonus %', async () => {
    const referrer = await unverifiedReferrer();
    const referee = await refereeOf(referrer);
    await pay(referee, 4000);
    // The next phase pays 20 %: the held bonus keeps the 25 % of its purchase.
    orders.clock.set('2025-08-20T10:00:00Z');

    const result = await approve(referrer);
    expect(result.referralBonuses).toEqual({ credited: 1, lost: 0 });
    expect(await bonusesOf(referrer)).toMatchObject([
      { total_tokens: '1.00', status: 'credited', bonus_percent: 25 },
    ]);
    expect((await supply()).totalSold).toBe('6');
    expect(await statsOf(referrer)).toEqual({ total_bonus_tokens: '1.00', purchase_count: 1 });
    expect(await subjectsTo(referrer.email)).toEqual([
      'Your RENT identity verification is approved',
      expect.stringMatching(/^Your RENT referral bonus RENT-\w+ is credited$/),
      expect.stringMatching(/is waiting for your KYC$/),
    ]);

    // A replayed approval is refused and credits nothing more.
    await expect(approve(referrer)).rejects.toThrow(/it is VERIFIED/);
    expect((await supply()).totalSold).toBe('6');
    await expectLedgerConsistent(orders.database.db);
  });

  it('is credited once when two approvals race', async () => {
    const referrer = await unverifiedReferrer();
    const referee = await refereeOf(referrer);
    await pay(referee, 4000);
    await pay(referee, 8000);

    const results = await Promise.allSettled([approve(referrer), approve(referrer)]);
    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    expect(await bonusesOf(referrer)).toMatchObject([
      { total_tokens: '1.00', status: 'credited' },
      { total_tokens: '2.00', status: 'credited' },
    ]);
    expect(await statsOf(referrer)).toEqual({ total_bonus_tokens: '3.00', purchase_count: 2 });
    expect((await supply()).totalSold).toBe('18');
    await expectLedgerConsistent(orders.database.db);
  });

  it('after its hold ended, is credited only if the sale still has room; otherwise lost, saying why', async () => {
    const referrer = await unverifiedReferrer();
    await pay(await refereeOf(referrer), 4000);
    orders.clock.set(new Date(orders.clock.now().getTime() + 31 * DAY).toISOString());
    // Someone else bought all that was left once the hold had ended.
    const whale = await seedBuyer(orders.database.db);
    await seedOrder(orders.database.db, {
      user_id: whale.id,
      status: 'credited',
      payment_method: 'manual',
      base_tokens: String(14_000_000 - 5),
    });

    const result = await approve(referrer);
    expect(result.referralBonuses).toEqual({ credited: 0, lost: 1 });
    const [lost] = await orders.database.db
      .selectFrom('orders')
      .select(['status', 'status_reason'])
      .where('user_id', '=', referrer.id)
      .execute();
    expect(lost?.status).toBe('failed');
    expect(lost?.status_reason).toMatch(/hold ended .* no room left/);
    expect(await statsOf(referrer)).toEqual({ total_bonus_tokens: '0.00', purchase_count: 1 });
    await expectLedgerConsistent(orders.database.db);
  });

  it('while held, takes no room from the referrer’s own pending orders', async () => {
    const referrer = await unverifiedReferrer();
    const referee = await refereeOf(referrer);
    for (let index = 0; index < 4; index += 1) await pay(referee, 4000);
    await approve(referrer);
    const own = await signedIn(orders.app, referrer);
    const created = await own.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 1000 },
    });
    expect(created.statusCode).toBe(201);
  });
});

describe('the referral table of a referrer awaiting KYC', () => {
  it('counts every credited purchase, shows the held bonus and until when', async () => {
    const referrer = await unverifiedReferrer();
    const refereeUser = await linkReferee(
      orders.database.db,
      referrer,
      await seedBuyer(orders.database.db),
    );
    const referee = await signedIn(orders.app, refereeUser);
    await pay(referee, 4000);
    // A purchase placed but never paid is not counted.
    await referee.request({
      method: 'POST',
      url: '/api/v1/order/create-order',
      payload: { amount: 1000 },
    });
    const holdUntil = new Date(orders.clock.now().getTime() + 30 * DAY).toISOString();
    orders.clock.set(new Date(orders.clock.now().getTime() + DAY).toISOString());
    await pay(await signedIn(orders.app, refereeUser), 8000);

    const table = async () =>
      (
        await (
          await signedIn(orders.app, referrer)
        ).request({ method: 'GET', url: '/api/v1/referral/bonuses' })
      ).json().data;
    const page = await table();
    expect(page.heldBonus).toEqual({ tokens: '3', bonuses: 2, holdUntil });
    expect(page.expiredHeldTokens).toBe('0');
    expect(page.referredUsers).toMatchObject([
      {
        purchaseCount: 2,
        totalBonusTokens: '0',
        referralPurchases: [
          { totalTokens: '2', bonusStatus: 'held' },
          { totalTokens: '1', bonusStatus: 'held' },
        ],
      },
    ]);

    orders.clock.set(new Date(orders.clock.now().getTime() + 30 * DAY).toISOString());
    const later = await table();
    expect(later.heldBonus).toBeNull();
    expect(later.expiredHeldTokens).toBe('3');

    await approve(referrer);
    const approved = await table();
    expect(approved.referredUsers).toMatchObject([
      {
        purchaseCount: 2,
        totalBonusTokens: '3',
        referralPurchases: [{ bonusStatus: 'credited' }, { bonusStatus: 'credited' }],
      },
    ]);
  });
});
