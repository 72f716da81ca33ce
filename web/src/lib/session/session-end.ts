// Ending a session: on the server when the investor signs out, and in the browser in every case,
// forgetting cached answers and the account's stored state.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import { clearAccountStorage } from '../account-storage';
import { hasErrorCode } from '../error-facts';
import { errorMessage } from '../error-message';
import { toast } from '../toast';

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      message
    }
  }
`);

/** What ending needs of the session: session.ts loads this file on demand and passes itself. */
export interface EndingSession {
  setSignedOut(): void;
}

const ending = new WeakMap<EndingSession, Promise<void>>();

/** Forgets everything the browser holds about the account; once, however often it is asked. */
export function endSession(session: EndingSession, client: ApolloClient): Promise<void> {
  const pending =
    ending.get(session) ??
    (async () => {
      await client.clearStore();
      clearAccountStorage();
      session.setSignedOut();
    })().finally(() => ending.delete(session));
  ending.set(session, pending);
  return pending;
}

export async function signOut(session: EndingSession, client: ApolloClient): Promise<void> {
  let failure: unknown = null;
  try {
    await client.mutate({ mutation: SignOutMutation });
  } catch (error) {
    failure = error;
  }
  await endSession(session, client);
  // Without a valid session there was nothing left to end on the server.
  if (failure && !hasErrorCode(failure, 'UNAUTHENTICATED'))
    void toast.error(errorMessage(failure, 'Logout failed'));
}
