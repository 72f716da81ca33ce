// A GraphQL answer holding RATE_LIMITED errors says when to try again in HTTP too: `Retry-After`
// with the longest of their waits, since sending the same request sooner meets the same refusal.
// The status stays what GraphQL over HTTP gives (200 with the errors in the body), so clients read
// the errors as usual; `extensions.retryAfter` says the same per error (decision 0081).
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { retryAfterOf } from '../errors.js';

function longestWait(results: readonly ExecutionResult[]): number | undefined {
  const waits = results
    .flatMap((result) => result.errors ?? [])
    .map(retryAfterOf)
    .filter((wait) => wait !== undefined);
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

export function useRetryAfter(): Plugin {
  const waits = new WeakMap<Request, number>();
  return {
    onResultProcess({ request, result }) {
      // A batch is an array of results; a streamed result is left alone.
      if (Symbol.asyncIterator in result) return;
      const wait = longestWait(Array.isArray(result) ? result : [result]);
      if (wait !== undefined) waits.set(request, wait);
    },
    onResponse({ request, response }) {
      const wait = waits.get(request);
      if (wait === undefined) return;
      waits.delete(request);
      response.headers.set('retry-after', String(wait));
    },
  };
}
