import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { CardSkeleton } from './card-skeleton';
import type { SalesGraph } from './tokens-sold-card';

// The chart library is the heaviest code of the dashboard (a sixth of its first visit) and sits
// below the fold on a phone: its code is fetched once the card comes near the screen.
const TokensSoldCard = lazy(() => import('./tokens-sold-card'));

/** The tokens-sold chart, or a skeleton of it until it is near the screen and its code has come. */
export function TokensSoldSlot({ lastWeek }: { lastWeek: SalesGraph | undefined }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const skeleton = <CardSkeleton title="Tokens Sold" lines={6} />;
  return (
    <div ref={slot}>
      {near ? (
        <Suspense fallback={skeleton}>
          <TokensSoldCard lastWeek={lastWeek} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
