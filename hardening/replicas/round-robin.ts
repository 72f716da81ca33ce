// The load balancer in front of the replicas: an HTTP proxy on 127.0.0.1 that sends each request to
// the next backend in turn. It chooses per request, not per connection, so a client that keeps one
// connection alive (the gateway's pool to api, a browser) is still spread over every replica. A
// request is sent again, to the next backend, only when that is safe:
// - the connection was refused: the backend never saw the request (it is down), whatever the method;
//   the backend is then passed over for a moment, as a load balancer's health check would;
// - any other failure before an answer, for GET, HEAD and OPTIONS only.
// A POST that failed after it was sent (the backend died holding it) is answered 502, as haproxy
// and nginx do: it may have been carried out, and sending it again could carry it out twice.
// round-robin-server.ts runs it as a process of its own, as a load balancer is.
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

export interface Backend {
  host: string;
  port: number;
}

/** What the proxy did since it started or was last reset. */
export interface ProxyStats {
  /** Answers relayed from each backend, in the order the backends were given. */
  served: number[];
  /** Requests sent again to another backend after a refused connection. */
  resent: number;
  /** Requests answered 502 because no backend answered them. */
  failed: number;
  /** Milliseconds from each request's arrival to its backend's answer, in arrival order. */
  answerTimesMs: number[];
}

export interface RoundRobinProxy {
  readonly port: number;
  stats(): ProxyStats;
  /** Starts the counts again and stops passing over any backend (once every backend is up). */
  reset(): void;
  close(): Promise<void>;
}

// Request and response headers that belong to one connection, not to the message.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);
const SAFE_TO_RESEND = new Set(['GET', 'HEAD', 'OPTIONS']);
// Long enough for every upload these suites send; a larger body is refused with 413.
const LARGEST_BODY_BYTES = 16 * 1024 * 1024;
// A backend that refused a connection is passed over this long.
const PASSED_OVER_MS = 1_000;
// Idle connections to a backend are closed before the backend would close them (Node's servers
// close after 5 s), so a request never goes out on a connection the backend is closing.
const IDLE_BACKEND_CONNECTION_MS = 2_000;
// Clients' idle connections are kept as long as a cloud load balancer keeps them (60 s and more),
// far beyond the few seconds clients keep them in their pools.
const IDLE_CLIENT_CONNECTION_MS = 65_000;

export async function startRoundRobinProxy(
  backends: readonly Backend[],
  port = 0,
): Promise<RoundRobinProxy> {
  if (backends.length === 0) throw new Error('a proxy needs at least one backend');
  const agents = backends.map(
    () => new Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_BACKEND_CONNECTION_MS }),
  );
  const served = backends.map(() => 0);
  const answerTimesMs: number[] = [];
  const downUntil = backends.map(() => 0);
  let next = 0;
  let resent = 0;
  let failed = 0;

  /** The next backend in turn that is not passed over; every one when all are. */
  const choose = (): number => {
    const now = Date.now();
    for (let tried = 0; tried < backends.length; tried += 1) {
      const index = next;
      next = (next + 1) % backends.length;
      if ((downUntil[index] ?? 0) <= now) return index;
    }
    const index = next;
    next = (next + 1) % backends.length;
    return index;
  };

  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    outgoing: ServerResponse,
    attemptsLeft: number,
    arrivedAt: number,
  ) => {
    const index = choose();
    const backend = backends[index] as Backend;
    const upstream = httpRequest({
      host: backend.host,
      port: backend.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...endToEnd(incoming.headers), 'content-length': String(body.length) },
      agent: agents[index],
    });
    upstream.on('response', (answer) => {
      served[index] = (served[index] ?? 0) + 1;
      answerTimesMs.push(performance.now() - arrivedAt);
      outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(outgoing);
      // The backend went away in the middle of its answer: the client must see it cut too.
      answer.on('close', () => {
        if (!answer.complete) outgoing.destroy();
      });
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.headersSent) return void outgoing.destroy();
      const refused = error.code === 'ECONNREFUSED';
      if (refused) downUntil[index] = Date.now() + PASSED_OVER_MS;
      const resend = refused || SAFE_TO_RESEND.has(incoming.method ?? '');
      if (resend && attemptsLeft > 1) {
        resent += 1;
        forward(incoming, body, outgoing, attemptsLeft - 1, arrivedAt);
        return;
      }
      failed += 1;
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('Bad Gateway\n');
    });
    upstream.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    const arrivedAt = performance.now();
    readBody(incoming).then(
      (body) => {
        if (body === null) {
          outgoing.writeHead(413, { connection: 'close' }).end();
          return;
        }
        forward(incoming, body, outgoing, backends.length, arrivedAt);
      },
      () => outgoing.destroy(),
    );
  });
  server.keepAliveTimeout = IDLE_CLIENT_CONNECTION_MS;
  await listen(server, port);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no TCP port');

  return {
    port: address.port,
    stats: () => ({ served: [...served], resent, failed, answerTimesMs: [...answerTimesMs] }),
    reset() {
      served.fill(0);
      answerTimesMs.length = 0;
      downUntil.fill(0);
      resent = 0;
      failed = 0;
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const agent of agents) agent.destroy();
      await closed;
    },
  };
}

/** "p50 12 ms, p95 80 ms, max 950 ms" of the answer times. */
export function describeAnswerTimes(stats: ProxyStats): string {
  const sorted = [...stats.answerTimesMs].sort((left, right) => left - right);
  if (sorted.length === 0) return 'no answers';
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
}

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/** The whole request body (to send it again if need be), or null past the largest allowed. */
async function readBody(incoming: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of incoming) {
    const buffer = chunk as Buffer;
    length += buffer.length;
    if (length > LARGEST_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
