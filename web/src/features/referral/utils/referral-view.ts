// What the referral table shows (page, page size, search, sort and filter) kept in the address,
// so a reload, the back button or a shared link shows the same rows.
import type {
  ReferralFilter,
  ReferralSortField,
  ReferralsQueryVariables,
  SortOrder,
} from '../../../gql/graphql';
import {
  bonusBound,
  isValidFilter,
  NO_FILTER,
  type ReferralFilterValues,
} from '../forms/referral-filter-schema';

/** SPEC.md §9. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface ReferralSort {
  by: ReferralSortField;
  order: SortOrder;
}

/** SPEC.md §9: newest sign-ups first. */
export const DEFAULT_SORT: ReferralSort = { by: 'CREATED_AT', order: 'DESC' };

export interface ReferralView {
  page: number;
  limit: number;
  /** Trimmed; empty for no search. */
  search: string;
  sort: ReferralSort;
  filter: ReferralFilterValues;
}

const SORT_PARAMS: Record<ReferralSortField, string> = {
  CREATED_AT: 'joined',
  NAME: 'name',
  TOTAL_BONUS_TOKENS: 'bonus',
  PURCHASE_COUNT: 'purchases',
  LAST_PURCHASE_DATE: 'last-purchase',
};

const FILTER_PARAMS: Record<keyof ReferralFilterValues, string> = {
  dateFrom: 'from',
  dateTo: 'to',
  minBonus: 'min-bonus',
  maxBonus: 'max-bonus',
};

const filterKeys = Object.keys(FILTER_PARAMS) as (keyof ReferralFilterValues)[];

/** Names first from A, numbers and dates first from the largest or latest. */
export function firstOrderOf(by: ReferralSortField): SortOrder {
  return by === 'NAME' ? 'ASC' : 'DESC';
}

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number >= 1 ? number : null;
}

function sortFrom(params: URLSearchParams): ReferralSort {
  const name = params.get('sort');
  const by = (Object.keys(SORT_PARAMS) as ReferralSortField[]).find(
    (field) => SORT_PARAMS[field] === name,
  );
  if (!by) return DEFAULT_SORT;
  const order = params.get('order');
  return { by, order: order === 'asc' ? 'ASC' : order === 'desc' ? 'DESC' : firstOrderOf(by) };
}

function filterFrom(params: URLSearchParams): ReferralFilterValues {
  const filter = { ...NO_FILTER };
  for (const key of filterKeys) filter[key] = params.get(FILTER_PARAMS[key])?.trim() ?? '';
  // A hand-edited address with a filter the form would refuse shows everything instead.
  return isValidFilter(filter) ? filter : NO_FILTER;
}

export function viewFromParams(params: URLSearchParams): ReferralView {
  const limit = positiveInteger(params.get('limit'));
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    limit: PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_PAGE_SIZE,
    search: params.get('q')?.trim() ?? '',
    sort: sortFrom(params),
    filter: filterFrom(params),
  };
}

/** The address's query string for `view`, leaving out what is the default. */
export function paramsFor(view: ReferralView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  for (const key of filterKeys)
    if (view.filter[key]) params.set(FILTER_PARAMS[key], view.filter[key]);
  if (view.sort.by !== DEFAULT_SORT.by || view.sort.order !== DEFAULT_SORT.order) {
    params.set('sort', SORT_PARAMS[view.sort.by]);
    params.set('order', view.sort.order === 'ASC' ? 'asc' : 'desc');
  }
  if (view.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(view.limit));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function hasFilter(filter: ReferralFilterValues): boolean {
  return filterKeys.some((key) => filter[key] !== '');
}

/** The query's variables: the sort always, the search and each bound only when there is one. */
export function variablesFor(view: ReferralView): ReferralsQueryVariables {
  const variables: ReferralsQueryVariables = {
    page: view.page,
    limit: view.limit,
    sort: { by: view.sort.by, order: view.sort.order },
  };
  if (view.search) variables.search = view.search;
  if (hasFilter(view.filter)) variables.filter = filterFor(view.filter);
  return variables;
}

function filterFor(values: ReferralFilterValues): ReferralFilter {
  const filter: ReferralFilter = {};
  if (values.dateFrom) filter.dateFrom = values.dateFrom;
  if (values.dateTo) filter.dateTo = values.dateTo;
  const minBonus = bonusBound(values.minBonus);
  const maxBonus = bonusBound(values.maxBonus);
  if (minBonus !== null) filter.minBonus = minBonus;
  if (maxBonus !== null) filter.maxBonus = maxBonus;
  return filter;
}
