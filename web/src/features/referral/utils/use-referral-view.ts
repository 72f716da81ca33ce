import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReferralSortField } from '../../../gql/graphql';
import { NO_FILTER, type ReferralFilterValues } from '../forms/referral-filter-schema';
import { firstOrderOf, paramsFor, viewFromParams, type ReferralView } from './referral-view';

type Change = (view: ReferralView) => ReferralView;

/** The table's view from the address, and the ways to change it; each change starts at page 1. */
export function useReferralView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(params), [params]);

  const change = useCallback(
    (next: Change, replace = false) =>
      setParams((current) => paramsFor({ ...next(viewFromParams(current)), page: 1 }), {
        replace,
      }),
    [setParams],
  );

  const toPage = useCallback(
    (page: number) => ({ search: paramsFor({ ...view, page }).toString() }),
    [view],
  );
  const setLimit = useCallback((limit: number) => change((v) => ({ ...v, limit })), [change]);
  // Typing replaces the history entry instead of adding one per word.
  const setSearch = useCallback(
    (search: string) => change((v) => ({ ...v, search: search.trim() }), true),
    [change],
  );
  const setFilter = useCallback(
    (filter: ReferralFilterValues) => change((v) => ({ ...v, filter })),
    [change],
  );
  const clearSearchAndFilter = useCallback(
    () => change((v) => ({ ...v, search: '', filter: NO_FILTER })),
    [change],
  );
  const toggleSort = useCallback(
    (by: ReferralSortField) =>
      change((v) => {
        const flipped = v.sort.order === 'ASC' ? 'DESC' : 'ASC';
        return { ...v, sort: { by, order: v.sort.by === by ? flipped : firstOrderOf(by) } };
      }),
    [change],
  );

  return { view, toPage, setLimit, setSearch, setFilter, clearSearchAndFilter, toggleSort };
}
