import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { BaseBatchHttpLink } from '@apollo/client/link/batch-http';
import { createLiveUpdatesLink } from './live/live-link';
import type { Session } from './session/session';
import { createSessionLink } from './session/session-link';
import { createPersistedOperationsLink, printPersisted } from './persisted-operations';

// The gateway serves the app, so GraphQL is same-origin; cookies carry the session, and the
// preflight header satisfies the gateway's CSRF prevention on every request. Operations started
// within a few milliseconds of each other (the session check and a screen's query) travel
// together in one HTTP request. The base batching link is BatchHttpLink without the client
// awareness headers, which this app does not send. Each operation goes by the hash of its persisted
// document, without its text (decision 0092).
export function createApolloClient(session: Session): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createLiveUpdatesLink(),
      createSessionLink(session),
      createPersistedOperationsLink(),
      new BaseBatchHttpLink({
        uri: '/graphql',
        print: printPersisted,
        credentials: 'include',
        headers: { 'apollo-require-preflight': 'true' },
        batchInterval: 10,
      }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        // Singletons without an id: screens ask for different fields of them, so merge the answers.
        Sale: { merge: true },
        RentSupply: { merge: true },
        ExchangeRates: { merge: true },
      },
    }),
  });
}
