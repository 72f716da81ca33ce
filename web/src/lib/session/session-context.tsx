import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Session, SessionState, SessionUser } from './session';

const SessionContext = createContext<Session | null>(null);

interface SessionProviderProps {
  session: Session;
  children: ReactNode;
}

export function SessionProvider({ session, children }: SessionProviderProps) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The session itself, for the few helpers that act on it directly (renewing it for an upload). */
export function useSessionObject(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside a SessionProvider.');
  return session;
}

export interface SessionView extends SessionState {
  /** Ends the session on the server and forgets everything the browser holds about it. */
  signOut: () => Promise<void>;
  /** Records the investor a sign-in or a profile update answered with. */
  setUser: (user: SessionUser) => void;
}

export function useSession(): SessionView {
  const session = useSessionObject();
  const client = useApolloClient();
  // The prerender's session is still loading, as a browser's is when it hydrates that markup.
  const { status, user } = useSyncExternalStore(
    session.subscribe,
    session.getState,
    session.getState,
  );
  const signOut = useCallback(() => session.signOut(client), [session, client]);
  return { status, user, signOut, setUser: session.setUser };
}

/**
 * Starts restoring the session (once per app). Called where the first screen renders, so the
 * session check leaves in the same batched request as that screen's own query.
 */
export function useRestoreSession(): void {
  const session = useSessionObject();
  const client = useApolloClient();
  useEffect(() => {
    void session.restore(client);
  }, [session, client]);
}
