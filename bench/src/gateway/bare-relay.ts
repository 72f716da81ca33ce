// The floor under the gateway's overhead: the cheapest relay of `me` there is, with no GraphQL.
// It reads the request, makes the same call to api the gateway makes (undici over kept-alive
// connections, the caller's Authorization passed on) and answers api's user in a GraphQL-shaped
// body. Run as its own process, like the gateway, so that both pay for the same extra hop; what
// the gateway costs beyond this relay is GraphQL's and yoga's.
import { createServer } from 'node:http';
import { Agent, request } from 'undici';

const apiUrl = process.env.API_URL;
if (!apiUrl) throw new Error('API_URL is not set');

const pool = new Agent({ keepAliveTimeout: 10_000, connections: 256 });

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    request(`${apiUrl}/api/v1/user`, {
      headers: { authorization: req.headers.authorization ?? '', accept: 'application/json' },
      dispatcher: pool,
    })
      .then(async ({ statusCode, body }) => {
        const envelope = (await body.json()) as { data?: { user?: unknown } };
        const ok = statusCode === 200 && envelope.data?.user !== undefined;
        res.writeHead(ok ? 200 : 502, { 'content-type': 'application/json' });
        res.end(JSON.stringify(ok ? { data: { me: envelope.data?.user } } : { errors: [] }));
      })
      .catch(() => {
        res.writeHead(502).end();
      });
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.info(`listening ${String(address.port)}`);
});
process.on('SIGTERM', () => {
  server.close();
  void pool.close();
  server.closeAllConnections();
});
