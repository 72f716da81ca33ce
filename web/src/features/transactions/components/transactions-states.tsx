import { Button, ButtonLink } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../config/paths';
import { PanelActions, PanelMessage, TablePanel } from '../../../components/table-panel';

/** Grey rows where the orders will be listed. */
export function TransactionsSkeleton() {
  return (
    <TablePanel aria-busy="true" aria-label="Transactions">
      <VisuallyHidden role="status">Loading your transactions…</VisuallyHidden>
      {Array.from({ length: 6 }, (_, row) => (
        <Skeleton key={row} $height={row === 0 ? '1.25rem' : '2.5rem'} />
      ))}
    </TablePanel>
  );
}

interface TransactionsErrorProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  onReload: () => void;
}

/** The orders could not be fetched: why, and two ways to try again. */
export function TransactionsError({
  message,
  retrying,
  onRetry,
  onReload,
}: TransactionsErrorProps) {
  return (
    <TablePanel aria-label="Transactions">
      <PanelMessage role="alert">
        <h2>Your transactions could not be loaded.</h2>
        <p>{message}</p>
        <PanelActions>
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? 'Trying Again…' : 'Try Again'}
          </Button>
          <Button $variant="secondary" onClick={onReload}>
            Refresh Page
          </Button>
        </PanelActions>
      </PanelMessage>
    </TablePanel>
  );
}

/** No orders yet: the way to the first purchase. */
export function TransactionsEmpty() {
  return (
    <TablePanel aria-label="Transactions">
      <PanelMessage>
        <h2>No transactions yet</h2>
        <p>Your purchases and referral bonuses will be listed here.</p>
        <ButtonLink to={paths.buyToken.getHref()}>Buy Tokens</ButtonLink>
      </PanelMessage>
    </TablePanel>
  );
}
