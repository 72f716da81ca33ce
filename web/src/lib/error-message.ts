import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The sentence to show for a failed request (SPEC.md §8): the gateway's messages joined with
 * ", ", otherwise the body's message, otherwise `fallback` ("Something went wrong" unless a
 * screen names its own, such as "Login failed"); when no usable answer arrived, the network
 * error's own message, otherwise "Network Error".
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (CombinedGraphQLErrors.is(error)) {
    const said = joinedMessages(error.errors) ?? fallback;
    const wait = retryAfterOf(error.errors);
    return wait === null ? said : `${said} You can try again in ${waitWords(wait)}.`;
  }
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

/** The wait a refusal for too many requests gives (`extensions.retryAfter`, seconds), or null. */
function retryAfterOf(errors: readonly { extensions?: Record<string, unknown> | undefined }[]) {
  const waits = errors
    .filter(({ extensions }) => extensions?.code === 'RATE_LIMITED')
    .map(({ extensions }) => extensions?.retryAfter)
    .filter((wait): wait is number => typeof wait === 'number' && Number.isFinite(wait));
  return waits.length > 0 ? Math.max(1, ...waits) : null;
}

/** A wait in words a person plans by: seconds under a minute, then whole minutes, then hours. */
export function waitWords(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.ceil(seconds), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}
