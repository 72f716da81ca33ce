// What the gateway benchmark's reference servers in front of api (bare-relay.ts, bare-yoga.ts) share: the same call
// to api the gateway makes (undici over kept-alive connections, the caller's Authorization passed
// on), and a process that serves on PORT, answers /health, and closes on SIGTERM.
import { createServer, type RequestListener } from 'node:http';
import { Agent, request } from 'undici';

const apiUrl = process.env.API_URL;
if (!apiUrl) throw new Error('API_URL is not set');
const port = Number(process.env.PORT ?? 0);

const pool = new Agent({ keepAliveTimeout: 10_000, connections: 256 });

/** The `data` of api's answer to a GET of `path`, or undefined when api refuses. */
export async function dataFromApi(
  path: string,
  authorization?: string | null,
): Promise<Record<string, unknown> | undefined> {
  const { statusCode, body } = await request(`${apiUrl}/api/v1${path}`, {
    headers: { authorization: authorization ?? '', accept: 'application/json' },
    dispatcher: pool,
  });
  const envelope = (await body.json()) as { data?: Record<string, unknown> };
  return statusCode === 200 ? envelope.data : undefined;
}

/** The signed-in investor as api's `GET /api/v1/user` answers, or undefined when it refuses. */
export async function userFromApi(authorization: string | null | undefined): Promise<unknown> {
  return (await dataFromApi('/user', authorization))?.user;
}

export function serve(handler: RequestListener): void {
  const server = createServer((req, res) => {
    if (req.url === '/health') res.end('ok');
    else handler(req, res);
  });
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void pool.close();
  });
}
