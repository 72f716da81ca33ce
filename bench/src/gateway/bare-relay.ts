// The floor under the gateway's overhead: the cheapest relay of `me` there is, with no GraphQL.
// It reads the request, makes the same call to api the gateway makes and answers api's user in a
// GraphQL-shaped body. Run as its own process, like the gateway, so that both pay for the same
// extra hop; what the gateway costs beyond this relay is GraphQL's and yoga's.
import { serve, userFromApi } from './reference-server.js';

serve((req, res) => {
  req.resume();
  req.on('end', () => {
    userFromApi(req.headers.authorization)
      .then((user) => {
        res.writeHead(user === undefined ? 502 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(user === undefined ? { errors: [] } : { data: { me: user } }));
      })
      .catch(() => {
        res.writeHead(502).end();
      });
  });
});
