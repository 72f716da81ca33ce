// Gateway answers for the referral table and the screen rendered as the app routes it, with the
// toaster. `referralsGateway` answers each Referrals request with the next step of a script and
// records the variables of every request, so tests can tell exactly what was asked and when.
import type { MockLink } from '@apollo/client/testing';
import type { ReferralsQueryVariables } from '../../gql/graphql';
import { AppToaster } from '../../lib/toast';
import { investorSession } from '../../testing/investor';
import { renderRoutes } from '../../testing/render';
import { ReferralsQuery } from './api/referrals-query';
import ReferralRoute from './routes/referral';

interface PurchaseAnswer {
  __typename: 'ReferralPurchase';
  _id: string;
  purchaseDate: string;
  totalTokens: string;
  bonusStatus: 'CREDITED' | 'HELD' | 'LOST' | 'NONE';
}

export interface ReferredUserAnswer {
  __typename: 'ReferredUser';
  _id: string;
  fullname: string;
  email: string;
  createdAt: string;
  totalBonusTokens: string;
  purchaseCount: number;
  lastPurchaseDate: string | null;
  referralPurchases: PurchaseAnswer[];
}

const purchase = (
  id: string,
  purchaseDate: string,
  totalTokens: string,
  bonusStatus: PurchaseAnswer['bonusStatus'] = 'CREDITED',
): PurchaseAnswer => ({
  __typename: 'ReferralPurchase',
  _id: id,
  purchaseDate,
  totalTokens,
  bonusStatus,
});

/** An investor referred in August who has bought twice since, earning 4.5 RENT in bonuses. */
export const ravi: ReferredUserAnswer = {
  __typename: 'ReferredUser',
  _id: 'u-2001',
  fullname: 'Ravi Kumar',
  email: 'ravi@example.com',
  createdAt: '2025-08-20T05:00:00.000Z',
  totalBonusTokens: '4.5',
  purchaseCount: 2,
  lastPurchaseDate: '2025-10-01T12:00:00.000Z',
  referralPurchases: [
    purchase('o-r2', '2025-10-01T12:00:00.000Z', '1.5'),
    purchase('o-r1', '2025-08-25T20:00:00.000Z', '3'),
  ],
};

/** An investor referred in September who has not bought yet. */
export const meera: ReferredUserAnswer = {
  __typename: 'ReferredUser',
  _id: 'u-2002',
  fullname: 'Meera Nair',
  email: 'meera@example.com',
  createdAt: '2025-09-12T19:00:00.000Z',
  totalBonusTokens: '0',
  purchaseCount: 0,
  lastPurchaseDate: null,
  referralPurchases: [],
};

/** Referred investors `first` to `last` of a long list, with distinct ids and names. */
export function referredUsers(first: number, last: number): ReferredUserAnswer[] {
  return Array.from({ length: last - first + 1 }, (_, index) => ({
    ...meera,
    _id: `u-${3000 + first + index}`,
    fullname: `Investor ${first + index}`,
    email: `investor${first + index}@example.com`,
  }));
}

export interface PageShape {
  count?: number;
  page?: number;
  limit?: number;
}

/** The data of a Referrals answer. */
export function referralPage(users: ReferredUserAnswer[], shape: PageShape = {}) {
  const { count = users.length, page = 1, limit = 10 } = shape;
  return {
    referrals: { __typename: 'ReferralPage', count, page, limit, referredUsers: users },
  };
}

/** What the gateway answers to one request: data, a GraphQL refusal, or no answer at all. */
export type ReferralsStep =
  | { data: ReturnType<typeof referralPage> }
  | { errors: { message: string; extensions: Record<string, unknown> }[] }
  | Error;

export const refused = (message: string, code: string): ReferralsStep => ({
  errors: [{ message, extensions: { code } }],
});

export const networkDown = () => new TypeError('Failed to fetch');

export const ANSWER_DELAY_MS = 10;

export function referralsGateway(...steps: ReferralsStep[]) {
  const sent: ReferralsQueryVariables[] = [];
  const record = (variables: ReferralsQueryVariables) => {
    sent.push(variables);
    return true;
  };
  const mocks = steps.map((step): MockLink.MockedResponse => ({
    request: { query: ReferralsQuery, variables: record },
    delay: ANSWER_DELAY_MS,
    ...(step instanceof Error ? { error: step } : { result: step }),
  }));
  return { mocks, sent };
}

/** The variables of the first request, with the defaults of SPEC.md §9. */
export const firstRequest: ReferralsQueryVariables = {
  page: 1,
  limit: 10,
  sort: { by: 'CREATED_AT', order: 'DESC' },
};

function ReferralScreen() {
  return (
    <>
      <ReferralRoute />
      <AppToaster />
    </>
  );
}

export function renderReferrals(mocks: MockLink.MockedResponse[], route = '/referral') {
  return renderRoutes([{ path: '/referral', Component: ReferralScreen }], {
    route,
    mocks,
    session: investorSession(),
  });
}
