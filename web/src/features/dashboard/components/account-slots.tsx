import { lazy, Suspense } from 'react';
import type { DashboardQuery } from '../../../gql/graphql';
import type { RateQuote } from '../utils/rate-quote';
import { CardSkeleton } from './card-skeleton';
import { DashboardSlot } from './dashboard-grid';

// Only signed-in investors see these cards, so their code (and the order table's) is a chunk of
// its own: a visitor's first screen stays small, and an investor's copy downloads beside the
// dashboard's request.
const AccountCard = lazy(() => import('./account-cards'));

export const ACCOUNT_CARD_TITLES = {
  summary: 'Your Contribution',
  statistics: 'Token Statistics',
  recent: 'Recent Transactions',
} as const;

export interface AccountCardProps {
  kind: keyof typeof ACCOUNT_CARD_TITLES;
  data: DashboardQuery | undefined;
  rates: RateQuote;
}

/** One of the investor's cards in its place on the grid; the contribution summary spans it. */
export function AccountSlot(props: AccountCardProps) {
  return (
    <DashboardSlot $width={props.kind === 'summary' ? 'full' : 'single'}>
      <Suspense fallback={<CardSkeleton title={ACCOUNT_CARD_TITLES[props.kind]} />}>
        <AccountCard {...props} />
      </Suspense>
    </DashboardSlot>
  );
}
