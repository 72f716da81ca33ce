// graphql-yoga with nothing of ours but the schema: the product's schema.graphql, one resolver
// (`me`, the same call to api the gateway makes), none of the gateway's plugins (limits, CSRF,
// error codes, cookies). What it costs is the framework's own price per request, the floor the
// gateway cannot go below while it is built on yoga.
import { readFileSync } from 'node:fs';
import { createSchema, createYoga } from 'graphql-yoga';
import { serve, userFromApi } from './reference-server.js';

const typeDefs = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');

async function me(_parent: unknown, _args: unknown, context: { request: Request }) {
  return (await userFromApi(context.request.headers.get('authorization'))) ?? null;
}

const yoga = createYoga({
  schema: createSchema({ typeDefs, resolvers: { Query: { me } } }),
  logging: false,
  landingPage: false,
  graphiql: false,
  // At its cheapest: yoga's own body limit costs a stream transform per request, which the gateway
  // replaces with a cheaper limit of its own (useRequestSizeLimit).
  maxRequestBodySize: false,
});

serve(yoga);
