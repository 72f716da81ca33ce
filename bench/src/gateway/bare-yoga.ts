// graphql-yoga with nothing of ours but the schema: the product's schema.graphql, the resolvers of
// the fields the benchmark asks for (`me`, and the visitor dashboard's `sale`, `rentSupply`,
// `exchangeRates` and `salesGraph`), each making the same call to api the gateway makes, and none
// of the gateway's plugins (limits, CSRF, persisted operations, error codes, cookies, metrics,
// logs). What it costs is the framework's own price per request, the floor the gateway cannot go
// below while it is built on yoga.
import { readFileSync } from 'node:fs';
import { createSchema, createYoga } from 'graphql-yoga';
import { dataFromApi, serve, userFromApi } from './reference-server.js';

const typeDefs = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
// The gateway keeps the exchange rates in memory and asks their provider once in a while, so a
// request pays for no call: the benchmark hands this server the gateway's own answer once.
const exchangeRates: unknown = JSON.parse(process.env.EXCHANGE_RATES ?? 'null');

interface Context {
  request: Request;
}

const apiData = (path: string) => async () => (await dataFromApi(path)) ?? null;

const yoga = createYoga<Context>({
  schema: createSchema<Context>({
    typeDefs,
    resolvers: {
      Query: {
        me: async (_parent, _args, { request }) =>
          (await userFromApi(request.headers.get('authorization'))) ?? null,
        sale: apiData('/sale'),
        rentSupply: apiData('/rent/supply'),
        exchangeRates: () => exchangeRates,
        salesGraph: async (_parent, { range }: { range: string }) =>
          (await dataFromApi(
            `/order/graph-data?range=${range === 'LAST_30_DAYS' ? '30d' : '7d'}`,
          )) ?? null,
      },
      SalesGraph: {
        range: (graph: { range: string }) =>
          graph.range === '30d' ? 'LAST_30_DAYS' : 'LAST_7_DAYS',
      },
    },
  }),
  logging: false,
  landingPage: false,
  graphiql: false,
  // At its cheapest: yoga's own body limit costs a stream transform per request, which the gateway
  // replaces with a cheaper limit of its own (useRequestSizeLimit).
  maxRequestBodySize: false,
});

serve(yoga);
