import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// The gateway serves the app, so GraphQL is same-origin; cookies carry the session, and the
// preflight header satisfies the gateway's CSRF prevention on every request.
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'include',
      headers: { 'apollo-require-preflight': 'true' },
    }),
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
