// Reads the gateway's answer to an upload the way Apollo Client reads any other answer, so the
// screens explain its failures with the same helpers (error-message.ts, error-facts.ts).
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { FormattedExecutionResult } from 'graphql';

function parsed(bodyText: string): FormattedExecutionResult | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as FormattedExecutionResult)
      : null;
  } catch {
    return null;
  }
}

/**
 * The data of a successful answer. GraphQL errors (whatever the HTTP status, as with the 413 of an
 * oversized upload) throw `CombinedGraphQLErrors`; an answer without any throws `ServerError`.
 */
export function readGraphQLAnswer<TData>(status: number, bodyText: string): TData {
  const result = parsed(bodyText);
  if (result?.errors?.length) throw new CombinedGraphQLErrors(result);
  if (status >= 200 && status < 300 && result?.data) return result.data as TData;
  throw new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status: status >= 200 && status <= 599 ? status : 500 }),
    bodyText,
  });
}
