import { lazy, Suspense } from 'react';
import type { AccountCardProps } from './account-card-kinds';
import { AccountCardSkeleton } from './card-skeleton';
import { DashboardSlot } from './dashboard-grid';

// Only signed-in investors see these cards, so their code (and the order table's) is a chunk of
// its own: a visitor's first screen stays small, and an investor's copy downloads beside the
// dashboard's request.
const AccountCard = lazy(() => import('./account-cards'));

/** One of the investor's cards in its place on the grid; the summary and distribution span it. */
export function AccountSlot(props: AccountCardProps) {
  const wide = props.kind === 'summary' || props.kind === 'distribution';
  return (
    <DashboardSlot $width={wide ? 'full' : 'single'}>
      <Suspense fallback={<AccountCardSkeleton kind={props.kind} />}>
        <AccountCard {...props} />
      </Suspense>
    </DashboardSlot>
  );
}
