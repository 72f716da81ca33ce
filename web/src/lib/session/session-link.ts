// A request refused as UNAUTHENTICATED usually means the short-lived access token has expired:
// renew the session once (one refresh shared by every request that failed meanwhile) and send the
// request again. When the session cannot be renewed, the investor is signed out.
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, of, throwError } from 'rxjs';
import type { Session } from './session';

// The session's own moves, and the account mutations a visitor makes without a session.
const WITHOUT_SESSION = new Set([
  'RefreshSession',
  'SignIn',
  'SignOut',
  'SignUp',
  'VerifyEmail',
  'ResendVerification',
  'RequestPasswordReset',
  'ResetPassword',
]);

function isUnauthenticated(error: ErrorLike): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(({ extensions }) => extensions?.code === 'UNAUTHENTICATED')
  );
}

export function createSessionLink(session: Session): ErrorLink {
  return new ErrorLink(({ error, result, operation, forward }) => {
    if (!isUnauthenticated(error) || WITHOUT_SESSION.has(operation.operationName ?? '')) return;
    const { client } = operation;

    return from(session.refresh(client)).pipe(
      mergeMap((renewed) => {
        // The retry's answer goes straight back to the screen: a second refusal right after a
        // renewal is about the request itself, and is neither retried nor a reason to sign out.
        if (renewed) return forward(operation);
        // The request gets its refusal first; the signed-out state follows right after.
        setTimeout(() => void session.expire(client), 0);
        return result ? of(result) : throwError(() => error);
      }),
    );
  });
}
