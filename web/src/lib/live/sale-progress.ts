// The sale's live figures (decision 0093), shared by the dashboard and the top bar: both use this
// one document, so Apollo shares one event stream between them.
import { skipToken, useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { graphql } from '../../gql';
import type { LiveSaleProgressSubscription } from '../../gql/graphql';

export const LiveSaleProgressSubscriptionDocument = graphql(`
  subscription LiveSaleProgress {
    saleProgress {
      tokensSold
      percentSold
      isOpen
      currentPhase {
        name
        bonusPercent
      }
    }
  }
`);

export type SaleProgress = LiveSaleProgressSubscription['saleProgress'];

/** Calls `onPush` with each value the gateway sends, while `active`. */
export function useSaleProgressPushes(onPush: (progress: SaleProgress) => void, active = true) {
  const latest = useRef(onPush);
  useEffect(() => {
    latest.current = onPush;
  });
  useSubscription(
    LiveSaleProgressSubscriptionDocument,
    active
      ? {
          // Nothing renders the subscription itself: each push goes to onPush.
          ignoreResults: true,
          onData: ({ data }) => {
            if (data.data) latest.current(data.data.saleProgress);
          },
        }
      : skipToken,
  );
}

/**
 * `run` at once, then at most once per `ms`: calls in between are folded into one more at the end
 * of the wait. Follow-up reads of a push are throttled so that a busy sale does not turn every
 * credit into a request from every open dashboard.
 */
export function useThrottled(run: () => void, ms: number): () => void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const state = useRef({
    last: -Infinity,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
  });
  useEffect(() => () => clearTimeout(state.current.timer), []);
  return useMemo(
    () => () => {
      const now = Date.now();
      const { last, timer } = state.current;
      if (timer !== undefined) return;
      const wait = last + ms - now;
      if (wait <= 0) {
        state.current.last = now;
        latest.current();
        return;
      }
      state.current.timer = setTimeout(() => {
        state.current = { last: Date.now(), timer: undefined };
        latest.current();
      }, wait);
    },
    [ms],
  );
}
