import { describe, expect, it } from 'vitest';
import { operationPath } from '../api-client/operations.js';
import type { QueryReferralsArgs } from '../generated/graphql.js';
import { referralBonusesQuery } from './referral-query.js';

const referralBonusesPath = (args: QueryReferralsArgs) =>
  operationPath('getReferralBonuses', { query: referralBonusesQuery(args) });

const query = (path: string) => Object.fromEntries(new URL(path, 'http://api').searchParams);

describe('the referral table’s REST query', () => {
  it('spells every argument the way api reads it', () => {
    const path = referralBonusesPath({
      page: 2,
      limit: 25,
      search: 'asha & co',
      sort: { by: 'LAST_PURCHASE_DATE', order: 'ASC' },
      filter: { dateFrom: '2025-07-01', dateTo: '2025-07-31', minBonus: '1.5', maxBonus: '10' },
    });
    expect(path.startsWith('/api/v1/referral/bonuses?')).toBe(true);
    expect(query(path)).toEqual({
      page: '2',
      limit: '25',
      search: 'asha & co',
      sortBy: 'lastPurchaseDate',
      sortOrder: 'asc',
      dateFrom: '2025-07-01',
      dateTo: '2025-07-31',
      minBonus: '1.5',
      maxBonus: '10',
    });
  });

  it.each([
    ['CREATED_AT', 'createdAt'],
    ['NAME', 'name'],
    ['TOTAL_BONUS_TOKENS', 'totalBonusTokens'],
    ['PURCHASE_COUNT', 'purchaseCount'],
    ['LAST_PURCHASE_DATE', 'lastPurchaseDate'],
  ] as const)('sorts %s as %s', (by, sortBy) => {
    expect(query(referralBonusesPath({ sort: { by, order: 'DESC' } }))).toEqual({
      sortBy,
      sortOrder: 'desc',
    });
  });

  it('leaves out what was not asked', () => {
    expect(query(referralBonusesPath({ page: 1, limit: 10, search: null, filter: null }))).toEqual({
      page: '1',
      limit: '10',
    });
  });
});
