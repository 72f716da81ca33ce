// The referral table's typed arguments as the query of GET /referral/bonuses. Values are passed on
// as given: api validates them and answers refusals field by field.
import type { OperationInput } from '../api-client/index.js';
import type { QueryReferralsArgs, ReferralSortField, SortOrder } from '../generated/graphql.js';

type ReferralBonusesQuery = NonNullable<OperationInput<'getReferralBonuses'>['query']>;

const SORT_FIELDS: Record<ReferralSortField, ReferralBonusesQuery['sortBy']> = {
  CREATED_AT: 'createdAt',
  NAME: 'name',
  TOTAL_BONUS_TOKENS: 'totalBonusTokens',
  PURCHASE_COUNT: 'purchaseCount',
  LAST_PURCHASE_DATE: 'lastPurchaseDate',
};

const SORT_ORDERS: Record<SortOrder, ReferralBonusesQuery['sortOrder']> = {
  ASC: 'asc',
  DESC: 'desc',
};

export function referralBonusesQuery({
  page,
  limit,
  search,
  filter,
  sort,
}: QueryReferralsArgs): ReferralBonusesQuery {
  return {
    page,
    // Any page size is passed on: api refuses one it does not offer, naming the field.
    limit: limit as ReferralBonusesQuery['limit'],
    search: search ?? undefined,
    sortBy: sort?.by ? SORT_FIELDS[sort.by] : undefined,
    sortOrder: sort?.order ? SORT_ORDERS[sort.order] : undefined,
    dateFrom: filter?.dateFrom ?? undefined,
    dateTo: filter?.dateTo ?? undefined,
    minBonus: filter?.minBonus ?? undefined,
    maxBonus: filter?.maxBonus ?? undefined,
  };
}
