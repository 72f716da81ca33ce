// Subscriptions travel as GraphQL over Server-Sent Events (decision 0093), through graphql-sse's
// client in its distinct-connections mode, which the gateway's yoga serves natively; queries and
// mutations go on to the HTTP links. The live figures never end by design: a stream the
// gateway completes (it is closing for a deploy) or loses is opened again after a pause.
import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-sse';
import { Observable } from 'rxjs';

/** Waits before the next attempt: 1 s, 2 s, 4 s … at most 30 s, spread so clients do not stampede. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.min(1000 * 2 ** attempt, 30_000) * (0.75 + random() / 2);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class LiveLink extends ApolloLink {
  constructor(private readonly client: Client) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    const { query, variables, operationName, extensions } = operation;
    const request = { query: print(query), variables, operationName, extensions };
    return new Observable<ApolloLink.Result>((observer) => {
      let stopped = false;
      let unsubscribe = () => {};
      const open = (attempt: number) => {
        unsubscribe = this.client.subscribe<ApolloLink.Result['data']>(request, {
          next: (result) => observer.next(result as ApolloLink.Result),
          error: () => reopen(attempt),
          complete: () => reopen(0),
        });
      };
      const reopen = (attempt: number) => {
        if (stopped) return;
        void sleep(reconnectDelayMs(attempt)).then(() => {
          if (!stopped) open(attempt + 1);
        });
      };
      open(0);
      return () => {
        stopped = true;
        unsubscribe();
      };
    });
  }
}

/**
 * The first link of the chain: subscriptions leave here for the gateway's event streams (they are
 * public and need no session); every other operation goes on down the chain.
 */
export function createLiveUpdatesLink(client?: Client): ApolloLink {
  const live = new LiveLink(
    client ??
      createClient({
        url: '/graphql',
        credentials: 'same-origin',
        // CSRF prevention (decision 0004): the streams are requested with fetch, which can send it.
        headers: { 'apollo-require-preflight': 'true' },
        retryAttempts: 5,
        retry: (retries) => sleep(reconnectDelayMs(retries)),
      }),
  );
  return ApolloLink.split(({ operationType }) => operationType === 'subscription', live);
}
