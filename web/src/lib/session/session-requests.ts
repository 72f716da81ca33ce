// The session's own round trips to the gateway, answering with just what the session decides on:
// the current user, or whether a refresh worked.
import type { ApolloClient } from '@apollo/client';
import type { SessionUserFragment } from '../../gql/graphql';
import { hasRefreshableSession } from './session-cookie';
import { MeQuery, RefreshSessionMutation } from './session-operations';

export async function fetchCurrentUser(client: ApolloClient): Promise<SessionUserFragment | null> {
  const { data } = await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
  return data?.me ?? null;
}

/** Rotates the session cookies; false when there is nothing to refresh or the gateway refuses. */
export async function requestRefresh(client: ApolloClient): Promise<boolean> {
  if (!hasRefreshableSession()) return false;
  try {
    await client.mutate({ mutation: RefreshSessionMutation });
    return true;
  } catch {
    return false;
  }
}
