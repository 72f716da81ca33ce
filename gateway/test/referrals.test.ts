// The referral table through the gateway against a real api: investors sign up with a referrer's
// code, one of them buys through the sandbox's Paytm, and the referrer's `referrals` shows the
// bonus; refusals keep their codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtPaytm } from '@rent/test-kit/sandbox';
import { CSRF_HEADER } from '../src/yoga.js';
import { runningSaleConfig, verifiedBuyers } from './support/buyers.js';
import type { CookieJar } from './support/cookie-jar.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

interface Investor {
  email: string;
  jar: CookieJar;
}

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

interface ReferralPage {
  count: number;
  page: number;
  limit: number;
  referredUsers: {
    _id: string;
    fullname: string;
    email: string;
    createdAt: string;
    totalBonusTokens: string;
    purchaseCount: number;
    lastPurchaseDate: string | null;
    referralPurchases: { _id: string; purchaseDate: string; totalTokens: string }[];
  }[];
}

let stack: AccountStack;
let referrer: Investor;
let buyer: Investor;
let browsing: Investor;

async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  jar?: CookieJar,
): Promise<GraphqlAnswer> {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      ...(jar && { cookie: jar.header() }),
    },
    body: JSON.stringify({ query, variables }),
  });
  jar?.store(response);
  return (await response.json()) as GraphqlAnswer;
}

const REFERRALS = `query ($page: Int! = 1, $limit: Int! = 10, $search: String, $filter: ReferralFilter, $sort: ReferralSort) {
  referrals(page: $page, limit: $limit, search: $search, filter: $filter, sort: $sort) {
    count page limit
    referredUsers {
      _id fullname email createdAt totalBonusTokens purchaseCount lastPurchaseDate
      referralPurchases { _id purchaseDate totalTokens }
    }
  }
}`;

async function referrals(variables: Record<string, unknown> = {}, jar = referrer.jar) {
  const answer = await graphql(REFERRALS, variables, jar);
  expect(answer.errors).toBeUndefined();
  return answer.data?.referrals as ReferralPage;
}

/** Pays an online order at the sandbox and brings the browser back through the gateway. */
async function buy(investor: Investor, amount: string) {
  const created = await graphql(
    'mutation ($amount: Decimal!) { createOnlineOrder(amount: $amount) { paytmOrderId } }',
    { amount },
    investor.jar,
  );
  expect(created.errors).toBeUndefined();
  const { paytmOrderId } = created.data?.createOnlineOrder as { paytmOrderId: string };
  const fields = await payAtPaytm(stack.sandbox.url, paytmOrderId, 'TXN_SUCCESS');
  const back = await fetch(`${stack.gateway.url}/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  expect(back.headers.get('location')).toMatch(/^\/payment-status\?status=success&/);
}

beforeAll(async () => {
  stack = await startAccountStack({ SALE_CONFIG: runningSaleConfig() });
  // A referrer earns only with KYC VERIFIED (decision 0056).
  const [verified] = await verifiedBuyers(stack.gateway.url, stack.sandbox.url, stack.api, 1);
  referrer = verified!;
  const me = await graphql('{ me { referralCode } }', {}, referrer.jar);
  const { referralCode } = me.data?.me as { referralCode: string };
  const referees = await verifiedBuyers(
    stack.gateway.url,
    stack.sandbox.url,
    stack.api,
    2,
    referralCode.toLowerCase(),
  );
  [buyer, browsing] = [referees[0]!, referees[1]!];
  await buy(buyer, '4000');
}, 180_000);
afterAll(() => stack?.stop());

describe('the referral table through the gateway', () => {
  it('shows the referrer the bonus a referred purchase earned, biggest first', async () => {
    const page = await referrals({ sort: { by: 'TOTAL_BONUS_TOKENS', order: 'DESC' } });
    expect(page).toMatchObject({ count: 2, page: 1, limit: 10 });
    const [first, second] = page.referredUsers;
    expect(first).toMatchObject({
      fullname: 'Asha Rao',
      email: buyer.email,
      totalBonusTokens: '1',
      purchaseCount: 1,
      referralPurchases: [{ totalTokens: '1' }],
    });
    expect(first?.lastPurchaseDate).toBe(first?.referralPurchases[0]?.purchaseDate);
    expect(second).toMatchObject({
      email: browsing.email,
      totalBonusTokens: '0',
      purchaseCount: 0,
      lastPurchaseDate: null,
      referralPurchases: [],
    });

    const ascending = await referrals({ sort: { by: 'TOTAL_BONUS_TOKENS', order: 'ASC' } });
    expect(ascending.referredUsers.map(({ email }) => email)).toEqual([
      browsing.email,
      buyer.email,
    ]);
  });

  it('credits the bonus to the referrer as a referral order', async () => {
    const answer = await graphql(
      '{ me { tokenBalance } orders { orders { paymentMethod isReferral totalTokens status } } }',
      {},
      referrer.jar,
    );
    expect(answer.data).toEqual({
      me: { tokenBalance: '1' },
      orders: {
        orders: [
          { paymentMethod: 'REFERRAL', isReferral: true, totalTokens: '1', status: 'CREDITED' },
        ],
      },
    });
  });

  it('details a referral bonus that adds up, naming the referee by first name only', async () => {
    const answer = await graphql(
      `
        {
          me {
            tokenBalance
            amountPaid
          }
          orders {
            orders {
              amountPaid
              amountCharged
              baseTokens
              bonusTokens
              totalTokens
              bonusPercent
              referral {
                refereeFirstName
                baseTokens
              }
            }
          }
        }
      `,
      {},
      referrer.jar,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      me: { tokenBalance: '1', amountPaid: '0.00' },
      orders: {
        orders: [
          {
            amountPaid: '0.00',
            amountCharged: '0.00',
            baseTokens: '0',
            bonusTokens: '1',
            totalTokens: '1',
            bonusPercent: 25,
            referral: { refereeFirstName: 'Asha', baseTokens: '4' },
          },
        ],
      },
    });
  });

  it('tells the buyer what they paid, bonus tokens aside', async () => {
    const answer = await graphql('{ me { tokenBalance amountPaid } }', {}, buyer.jar);
    expect(answer.data).toEqual({ me: { tokenBalance: '5', amountPaid: '4000.00' } });
  });

  it('passes search, filter, sort and paging on to api', async () => {
    const found = await referrals({ search: browsing.email.toUpperCase() });
    expect(found.referredUsers.map(({ email }) => email)).toEqual([browsing.email]);
    const earning = await referrals({ filter: { minBonus: '0.5', dateFrom: '2000-01-01' } });
    expect(earning.referredUsers.map(({ email }) => email)).toEqual([buyer.email]);
    const nothingYet = await referrals({ filter: { maxBonus: '0' } });
    expect(nothingYet.referredUsers.map(({ email }) => email)).toEqual([browsing.email]);
    const second = await referrals({ page: 2, limit: 5, sort: { by: 'NAME', order: 'ASC' } });
    expect(second).toMatchObject({ count: 2, page: 2, limit: 5, referredUsers: [] });
    const newest = await referrals({ limit: 5, sort: { by: 'CREATED_AT' } });
    expect(newest.referredUsers.map(({ email }) => email)).toEqual([browsing.email, buyer.email]);
    for (const by of ['PURCHASE_COUNT', 'LAST_PURCHASE_DATE']) {
      const sorted = await referrals({ sort: { by, order: 'DESC' } });
      expect(sorted.referredUsers[0]?.email, by).toBe(buyer.email);
    }
  });

  it('shows a referee an empty table of their own', async () => {
    expect(await referrals({}, buyer.jar)).toEqual({
      count: 0,
      page: 1,
      limit: 10,
      referredUsers: [],
    });
  });

  it('refuses a bad page size or day with BAD_USER_INPUT', async () => {
    const badLimit = await graphql(REFERRALS, { limit: 7 }, referrer.jar);
    expect(badLimit.errors?.[0]).toMatchObject({
      message: 'limit must be one of: 5, 10, 25, 50, 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badDay = await graphql(REFERRALS, { filter: { dateFrom: '2025-13-01' } }, referrer.jar);
    expect(badDay.errors?.[0]).toMatchObject({
      message: 'dateFrom must be a date written YYYY-MM-DD, like 2025-07-15',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'dateFrom' }] },
    });
  });

  it('asks a visitor to sign in', async () => {
    const visitor = await graphql(REFERRALS);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(visitor.data).toBeNull();
  });
});
