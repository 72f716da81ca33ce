// Who is signed in, as the whole app sees it, and the moves that change it: restoring the session
// on load and refreshing it when the access token has expired. Ending it (session-end.ts) is
// loaded when first needed.
import type { ApolloClient } from '@apollo/client';
import type { SessionUserFragment } from '../../gql/graphql';
import { hasRefreshableSession } from './session-cookie';
import { fetchCurrentUser, requestRefresh } from './session-requests';

export type SessionUser = SessionUserFragment;
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';
export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

export function createSession(initial: SessionState = { status: 'loading', user: null }) {
  let state = initial;
  const listeners = new Set<() => void>();
  // Shared so that every request failing at once waits for the same single refresh.
  let refreshing: Promise<boolean> | null = null;
  let restoring: Promise<void> | null = null;

  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const session = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setUser: (user: SessionUser) => set({ status: 'signed-in', user }),
    /** Records that nobody is signed in; whoever calls it has cleared what the browser held. */
    setSignedOut: () => set(SIGNED_OUT),

    refresh(client: ApolloClient): Promise<boolean> {
      refreshing ??= requestRefresh(client).finally(() => (refreshing = null));
      return refreshing;
    },

    /** On load: the current user, refreshing once when only the access token has expired. */
    restore(client: ApolloClient): Promise<void> {
      if (state.status !== 'loading') return Promise.resolve();
      restoring ??= (async () => {
        const user = await fetchCurrentUser(client).catch(() => null);
        const restored =
          user ??
          (hasRefreshableSession() && (await session.refresh(client))
            ? await fetchCurrentUser(client).catch(() => null)
            : null);
        // A sign-in that finished first wins over the answer of the restore.
        if (state.status === 'loading')
          set(restored ? { status: 'signed-in', user: restored } : SIGNED_OUT);
      })();
      return restoring;
    },

    /** The session could not be renewed: whoever was signed in is now a visitor. */
    async expire(client: ApolloClient): Promise<void> {
      if (state.status !== 'signed-in') return;
      const { endSession } = await import('./session-end');
      await endSession(session, client);
    },

    /** Ends the session on the server and forgets everything the browser holds about it. */
    async signOut(client: ApolloClient): Promise<void> {
      const { signOut } = await import('./session-end');
      await signOut(session, client);
    },
  };
  return session;
}

export type Session = ReturnType<typeof createSession>;
