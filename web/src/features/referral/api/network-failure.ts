import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { hasErrorCode } from '../../../lib/error-facts';

/**
 * Whether a failed request may succeed if simply sent again: no answer arrived, the gateway
 * could not reach the api (UPSTREAM_UNAVAILABLE), or it reported a "Network Error". A refusal
 * (a GraphQL error, or an HTTP 4xx answer) would only be refused again.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error))
    return (
      hasErrorCode(error, 'UPSTREAM_UNAVAILABLE') ||
      error.errors.some(({ message }) => message === 'Network Error')
    );
  if (ServerError.is(error)) return error.statusCode >= 500;
  return true;
}
