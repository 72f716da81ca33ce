import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The sentence to show for a failed request (SPEC.md §8): the gateway's messages joined with
 * ", ", otherwise the body's message, otherwise `fallback` ("Something went wrong" unless a
 * screen names its own, such as "Login failed"); when no usable answer arrived, the network
 * error's own message, otherwise "Network Error".
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (CombinedGraphQLErrors.is(error)) return joinedMessages(error.errors) ?? fallback;
  if (ServerError.is(error)) return messageInBody(error.bodyText) ?? 'Network Error';
  if (error instanceof Error && error.message) return error.message;
  return 'Network Error';
}

function joinedMessages(errors: readonly { message?: unknown }[]): string | null {
  const messages = errors.map(({ message }) => message).filter((m) => typeof m === 'string' && m);
  return messages.length > 0 ? messages.join(', ') : null;
}

// A proxy or a failing gateway answers with an HTTP error; its body may still explain why.
function messageInBody(bodyText: string): string | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return null;
    if ('errors' in body && Array.isArray(body.errors)) {
      const joined = joinedMessages(body.errors);
      if (joined) return joined;
    }
    return 'message' in body && typeof body.message === 'string' && body.message
      ? body.message
      : null;
  } catch {
    return null;
  }
}
