import { lazy, Suspense } from 'react';
import { CardSkeleton } from './card-skeleton';
import type { SalesGraph } from './tokens-sold-card';

// The chart library is heavy and below the fold: it downloads beside the dashboard's request
// instead of with the first screen.
const TokensSoldCard = lazy(() => import('./tokens-sold-card'));

/** The tokens-sold chart, or a skeleton of it while its code is on its way. */
export function TokensSoldSlot({ lastWeek }: { lastWeek: SalesGraph | undefined }) {
  return (
    <Suspense fallback={<CardSkeleton title="Tokens Sold" lines={6} />}>
      <TokensSoldCard lastWeek={lastWeek} />
    </Suspense>
  );
}
