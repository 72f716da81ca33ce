// Subscriptions travel as GraphQL over Server-Sent Events (decision 0093), through graphql-sse's
// client in its distinct-connections mode, which the gateway's yoga serves natively; queries and
// mutations go on to the HTTP links. The live figures never end by design: a stream the
// gateway completes (it is closing for a deploy) or loses is opened again after a pause.
import { ApolloLink } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { Client } from 'graphql-sse';
import { Observable } from 'rxjs';

/** Waits before the next attempt: 1 s, 2 s, 4 s … at most 30 s, spread so clients do not stampede. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.min(1000 * 2 ** attempt, 30_000) * (0.75 + random() / 2);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Gives the SSE client, loading its code the first time a subscription needs it. */
type ClientSource = () => Promise<Client>;

export class LiveLink extends ApolloLink {
  private client: Promise<Client> | null = null;

  constructor(private readonly connect: ClientSource) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    const { query, variables, operationName, extensions } = operation;
    const request = { query: print(query), variables, operationName, extensions };
    return new Observable<ApolloLink.Result>((observer) => {
      let stopped = false;
      let unsubscribe = () => {};
      const open = (attempt: number) => {
        this.client ??= this.connect();
        this.client.then(
          (client) => {
            if (stopped) return;
            // A stream the gateway refused (too many open: RATE_LIMITED) ends with errors alone;
            // it is tried again after a growing pause, not at once.
            let refused = false;
            unsubscribe = client.subscribe<ApolloLink.Result['data']>(request, {
              next: (result) => {
                refused = Boolean(result.errors?.length) && !result.data;
                if (!refused) observer.next(result as ApolloLink.Result);
              },
              error: () => reopen(attempt),
              complete: () => reopen(refused ? attempt : 0),
            });
          },
          () => {
            // The client's code did not load (a network blip): load it again on the next try.
            this.client = null;
            reopen(attempt);
          },
        );
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

/** The gateway's SSE client; its code is a chunk of its own, kept out of the first load. */
async function gatewayStreams(): Promise<Client> {
  const { createClient } = await import('graphql-sse');
  return createClient({
    url: '/graphql',
    credentials: 'same-origin',
    // CSRF prevention (decision 0004): the streams are requested with fetch, which can send it.
    headers: { 'apollo-require-preflight': 'true' },
    retryAttempts: 5,
    retry: (retries) => sleep(reconnectDelayMs(retries)),
  });
}

/**
 * The first link of the chain: subscriptions leave here for the gateway's event streams (they are
 * public and need no session); every other operation goes on down the chain.
 */
export function createLiveUpdatesLink(client?: Client): ApolloLink {
  const live = new LiveLink(client ? () => Promise.resolve(client) : gatewayStreams);
  return ApolloLink.split(({ operationType }) => operationType === 'subscription', live);
}
