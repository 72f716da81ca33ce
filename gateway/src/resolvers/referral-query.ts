// The referral table's typed arguments as the query string of GET /referral/bonuses. Values are
// passed on as given: api validates them and answers refusals field by field.
import type { QueryReferralsArgs, ReferralSortField, SortOrder } from '../generated/graphql.js';

const SORT_FIELDS: Record<ReferralSortField, string> = {
  CREATED_AT: 'createdAt',
  NAME: 'name',
  TOTAL_BONUS_TOKENS: 'totalBonusTokens',
  PURCHASE_COUNT: 'purchaseCount',
  LAST_PURCHASE_DATE: 'lastPurchaseDate',
};

const SORT_ORDERS: Record<SortOrder, string> = { ASC: 'asc', DESC: 'desc' };

export function referralBonusesPath({
  page,
  limit,
  search,
  filter,
  sort,
}: QueryReferralsArgs): string {
  const query = new URLSearchParams();
  const add = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined) query.set(name, String(value));
  };
  add('page', page);
  add('limit', limit);
  add('search', search);
  add('sortBy', sort?.by ? SORT_FIELDS[sort.by] : undefined);
  add('sortOrder', sort?.order ? SORT_ORDERS[sort.order] : undefined);
  add('dateFrom', filter?.dateFrom);
  add('dateTo', filter?.dateTo);
  add('minBonus', filter?.minBonus);
  add('maxBonus', filter?.maxBonus);
  return `/api/v1/referral/bonuses?${query}`;
}
