import { useApolloClient } from '@apollo/client/react';
import { useRef } from 'react';
import { graphql } from '../../gql';
import { useSaleProgressPushes, useThrottled } from '../../lib/live/sale-progress';
import { useSession, useSessionObject } from '../../lib/session/session-context';

/** The shortest time between two reads of the balance that sales cause (decision 0093). */
export const BALANCE_REFRESH_MS = 10_000;

export const LiveBalanceQuery = graphql(`
  query LiveBalance {
    me {
      _id
      tokenBalance
    }
  }
`);

/**
 * The top bar's token balance follows the sale while the investor is signed in (decision 0093):
 * when the tokens sold change (a payment was credited, perhaps theirs), the balance is read again,
 * at most once per BALANCE_REFRESH_MS. The first value of the stream is what the session already
 * holds, so it reads nothing.
 */
export function useLiveBalance() {
  const client = useApolloClient();
  const session = useSessionObject();
  // Listening from the first render, while the session is still being checked, joins the stream
  // the screen itself may open in the same render, and so sees its first value too.
  const mayBeSignedIn = useSession().status !== 'signed-out';
  const lastSold = useRef<string | null>(null);

  const refresh = useThrottled(() => {
    if (!session.getState().user) return;
    client
      .query({ query: LiveBalanceQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const { user } = session.getState();
        const me = data?.me;
        if (user && me && me._id === user._id && me.tokenBalance !== user.tokenBalance)
          session.setUser({ ...user, tokenBalance: me.tokenBalance });
      })
      // A failed read leaves the balance as it was; the next sale tries again.
      .catch(() => undefined);
  }, BALANCE_REFRESH_MS);

  useSaleProgressPushes(({ tokensSold }) => {
    const before = lastSold.current;
    lastSold.current = tokensSold;
    if (before !== null && before !== tokensSold) refresh();
  }, mayBeSignedIn);
}
