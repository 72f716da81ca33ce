import { HeldBonusNotice } from '../../../components/referral/held-bonus-notice';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination/pagination';
import { errorMessage } from '../../../lib/error-message';
import { formatIndianNumber } from '@rent/sale-rules';
import { useReferrals } from '../api/use-referrals';
import { PageSizeSelect } from '../components/page-size-select';
import { ReferralFilters } from '../components/referral-filters';
import { ReferralSearch } from '../components/referral-search';
import { Count, Panel, Toolbar } from '../components/referrals-frame';
import {
  ReferralsEmpty,
  ReferralsError,
  ReferralsNoMatch,
  ReferralsSkeleton,
} from '../components/referrals-states';
import { ReferralsTable } from '../components/referrals-table';
import { hasFilter, variablesFor } from '../utils/referral-view';
import { useReferralView } from '../utils/use-referral-view';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

/** "Showing 11–20 of 42 referrals" for `shown` investors on `page` of `limit`. */
function countText(page: number, limit: number, shown: number, total: number) {
  const first = (page - 1) * limit + 1;
  const range = `${formatIndianNumber(first)}–${formatIndianNumber(first + shown - 1)}`;
  return `Showing ${range} of ${formatIndianNumber(total)} ${total === 1 ? 'referral' : 'referrals'}`;
}

/** The investors referred by the signed-in investor; shown inside RequireAccount. */
export default function ReferralRoute() {
  const { view, toPage, setLimit, setSearch, setFilter, clearSearchAndFilter, toggleSort } =
    useReferralView();
  const variables = useMemo(() => variablesFor(view), [view]);
  const { data, previousData, loading, error, failed, retrying, retry } = useReferrals(variables);
  const filtersTitle = useId();
  const panelRef = useRef<HTMLElement>(null);
  const shownPage = useRef(view.page);
  const current = data?.referrals;
  // While another page loads, the last one stays on screen, dimmed.
  const shown = current ?? previousData?.referrals;
  const pageCount = shown ? Math.ceil(shown.count / shown.limit) : 0;

  // Pages are turned at the foot of the table: bring the top of the new page into view.
  useEffect(() => {
    if (shownPage.current === view.page) return;
    shownPage.current = view.page;
    panelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [view.page]);

  // A page past the last one (an old link, a narrower search): show the last page instead.
  if (current && pageCount > 0 && view.page > pageCount)
    return <Navigate to={toPage(pageCount)} replace />;

  return (
    <>
      <PageHeader title="Referrals">
        The investors who signed up with your referral link, and the bonus RENT their purchases have
        earned you.
      </PageHeader>
      <Stack>
        <HeldBonusNotice />
        <Panel aria-labelledby={filtersTitle}>
          <h2 id={filtersTitle}>Filters</h2>
          <ReferralFilters filter={view.filter} onApply={setFilter} />
        </Panel>
        <Panel ref={panelRef} aria-label="Referrals" aria-busy={loading || retrying || undefined}>
          <Toolbar>
            <ReferralSearch value={view.search} onSearch={setSearch} />
            <PageSizeSelect value={view.limit} onChange={setLimit} />
          </Toolbar>
          {failed ? (
            <ReferralsError message={errorMessage(error)} retrying={loading} onRetry={retry} />
          ) : shown && shown.count > 0 ? (
            <>
              <Count>
                {countText(shown.page, shown.limit, shown.referredUsers.length, shown.count)}
              </Count>
              <ReferralsTable users={shown.referredUsers} sort={view.sort} onSort={toggleSort} />
              {pageCount > 1 ? (
                <Pagination page={shown.page} pageCount={pageCount} toPage={toPage} />
              ) : null}
            </>
          ) : !current ? (
            <ReferralsSkeleton />
          ) : view.search || hasFilter(view.filter) ? (
            <ReferralsNoMatch onClear={clearSearchAndFilter} />
          ) : (
            <ReferralsEmpty />
          )}
        </Panel>
      </Stack>
    </>
  );
}
