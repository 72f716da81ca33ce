import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSessionObject } from './session-context';

/**
 * For requests sent outside Apollo Client (uploads): renews the session as the session link does,
 * with the one refresh every failing request shares; when it cannot be renewed the investor is
 * signed out, right after the request has been given its refusal.
 */
export function useSessionRenewal(): () => Promise<boolean> {
  const session = useSessionObject();
  const client = useApolloClient();
  return useCallback(async () => {
    const renewed = await session.refresh(client);
    if (!renewed) setTimeout(() => void session.expire(client), 0);
    return renewed;
  }, [session, client]);
}
