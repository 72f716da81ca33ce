import { useApolloClient } from '@apollo/client/react';
import type { DashboardQuery as DashboardAnswer } from '../../../gql/graphql';
import { useSaleProgressPushes, useThrottled } from '../../../lib/live/sale-progress';
import { DashboardQuery } from './dashboard-query';

/** The shortest time between two reads of the dashboard that pushes cause (decision 0093). */
export const LIVE_REFRESH_MS = 10_000;

/**
 * Keeps the dashboard live while it is open (decision 0093): each figure pushed by the gateway goes
 * into the cache at once (tokens sold, so the Sales Progress card moves), and a change also reads
 * the dashboard again, at most once per LIVE_REFRESH_MS, for what the push does not carry: the
 * chart, the investor's balance and orders, a new phase's dates.
 */
export function useLiveDashboard(shown: DashboardAnswer | undefined, signedIn: boolean) {
  const client = useApolloClient();
  const refresh = useThrottled(() => {
    client
      .query({ query: DashboardQuery, variables: { signedIn }, fetchPolicy: 'network-only' })
      // A failed read changes nothing on the screen; the next push tries again.
      .catch(() => undefined);
  }, LIVE_REFRESH_MS);

  useSaleProgressPushes((progress) => {
    if (!shown) return;
    const { sale, rentSupply } = shown;
    // A card whose field failed (decision 0095) is filled by the read a change causes.
    const soldChanged = progress.tokensSold !== rentSupply?.totalSold;
    const phaseChanged =
      progress.currentPhase?.name !== sale?.currentPhase?.name ||
      progress.currentPhase?.bonusPercent !== sale?.currentPhase?.bonusPercent;
    if (soldChanged && rentSupply) {
      client.cache.modify({
        id: 'ROOT_QUERY',
        fields: { rentSupply: (supply: object) => ({ ...supply, totalSold: progress.tokensSold }) },
      });
    }
    if (soldChanged || phaseChanged) refresh();
  });
}
