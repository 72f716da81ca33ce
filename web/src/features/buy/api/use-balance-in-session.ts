import { useEffect } from 'react';
import { useSession } from '../../../lib/session/session-context';

/**
 * The top bar shows the balance the session holds; a fresher one from this screen's answer (a
 * payment was just credited) replaces it.
 */
export function useBalanceInSession(me: { _id: string; tokenBalance: string } | null | undefined) {
  const { user, setUser } = useSession();
  useEffect(() => {
    if (user && me && me._id === user._id && me.tokenBalance !== user.tokenBalance)
      setUser({ ...user, tokenBalance: me.tokenBalance });
  }, [user, me, setUser]);
}
