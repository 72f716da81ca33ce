import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { spreadRow } from '../../../components/spread-row';
import { OrdersTable } from '../../../components/orders/orders-table';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination/pagination';
import { errorMessage } from '../../../lib/error-message';
import { formatIndianNumber } from '@rent/sale-rules';
import { reloadPage } from '../../../lib/reload-page';
import { useDistributionQuery } from '../api/distribution-query';
import { ORDERS_PAGE_SIZE, useOrdersQuery, type TransactionOrder } from '../api/orders-query';
import { DistributionPanel } from '../components/distribution-panel';
import { DownloadLink } from '../components/download-link';
import { TransactionDetailsDialog } from '../components/transaction-details-dialog';
import { downloads } from '../../../config/paths';
import { TablePanel } from '../../../components/table-panel';
import {
  TransactionsEmpty,
  TransactionsError,
  TransactionsSkeleton,
} from '../components/transactions-states';

const Count = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TableHead = styled.div`
  ${spreadRow(3)}
`;

/** The page asked for in `?page=`, or the first one for anything that is not a page number. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

const toPage = (page: number) => ({ search: page > 1 ? `?page=${page}` : '' });

/** "Showing 11–20 of 115 transactions" for `shown` orders on `page`. */
function countText(page: number, shown: number, total: number) {
  const first = (page - 1) * ORDERS_PAGE_SIZE + 1;
  const range = `${formatIndianNumber(first)}–${formatIndianNumber(first + shown - 1)}`;
  return `Showing ${range} of ${formatIndianNumber(total)} transactions`;
}

/** The investor's token distribution, and their orders 10 a page, each with its details a click away. */
export default function TransactionsRoute() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { data, previousData, loading, error, refetch } = useOrdersQuery(page);
  const [selected, setSelected] = useState<TransactionOrder | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const shownPage = useRef(page);
  // While another page loads, the last one stays on screen, dimmed.
  const distribution = useDistributionQuery();
  const answer = (data ?? previousData)?.orders;
  const retry = () => void refetch().catch(() => undefined);
  const pageCount = answer ? Math.ceil(answer.totalCount / ORDERS_PAGE_SIZE) : 0;

  // Pages are turned at the foot of the table: bring the top of the new page into view.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    panelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [page]);

  // A page past the last one (an old link, fewer orders now): show the last page instead.
  if (data && pageCount > 0 && page > pageCount) return <Navigate to={toPage(pageCount)} replace />;

  return (
    <>
      <PageHeader title="Transactions">
        Every purchase and referral bonus of your account, newest first.
      </PageHeader>
      {error ? null : (
        <DistributionPanel
          distribution={distribution.data?.me?.distribution}
          failed={Boolean(distribution.error)}
          retrying={distribution.loading}
          onRetry={() => void distribution.refetch().catch(() => undefined)}
        />
      )}
      {error ? (
        <TransactionsError
          message={errorMessage(error, 'Fetch failed')}
          retrying={loading}
          onRetry={retry}
          onReload={reloadPage}
        />
      ) : !answer || (answer.orders.length === 0 && answer.totalCount > 0) ? (
        // Still loading, or on the way from a page past the last one.
        <TransactionsSkeleton />
      ) : answer.totalCount === 0 ? (
        <TransactionsEmpty />
      ) : (
        <TablePanel ref={panelRef} aria-label="Transactions" aria-busy={loading || undefined}>
          <TableHead>
            <Count>{countText(answer.page, answer.orders.length, answer.totalCount)}</Count>
            <DownloadLink href={downloads.statement} filename="rent-transactions.csv">
              Download statement (CSV)
            </DownloadLink>
          </TableHead>
          <OrdersTable
            orders={answer.orders}
            caption="Your transactions, newest first"
            onShowDetails={setSelected}
          />
          {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} toPage={toPage} /> : null}
        </TablePanel>
      )}
      {selected ? (
        <TransactionDetailsDialog order={selected} onClose={() => setSelected(null)} />
      ) : null}
    </>
  );
}
