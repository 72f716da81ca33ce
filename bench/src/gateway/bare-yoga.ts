// graphql-yoga with nothing of ours but the schema: the product's schema.graphql, one resolver
// (`me`, the same call to api the gateway makes), none of the gateway's plugins (limits, CSRF,
// error codes, cookies). What it costs is the framework's own price per request, the floor the
// gateway cannot go below while it is built on yoga.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { Agent, request } from 'undici';

const apiUrl = process.env.API_URL;
if (!apiUrl) throw new Error('API_URL is not set');

const typeDefs = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
const pool = new Agent({ keepAliveTimeout: 10_000, connections: 256 });

async function me(_parent: unknown, _args: unknown, context: { request: Request }) {
  const { body } = await request(`${apiUrl}/api/v1/user`, {
    headers: {
      authorization: context.request.headers.get('authorization') ?? '',
      accept: 'application/json',
    },
    dispatcher: pool,
  });
  const envelope = (await body.json()) as { data?: { user?: unknown } };
  return envelope.data?.user ?? null;
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

const server = createServer(yoga);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.info(`listening ${String(address.port)}`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.close();
  server.closeAllConnections();
});
