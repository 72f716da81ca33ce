// A reverse proxy as the sample nginx configuration runs one: it appends the address it was
// connected from to whatever `X-Forwarded-For` the client sent ($proxy_add_x_forwarded_for), and
// relays everything else, streams included. Clients on this machine can connect from different
// loopback addresses (127.0.0.2, 127.0.0.3, …) to stand for different real clients.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AppendingProxy {
  url: string;
  close(): Promise<void>;
}

function appendedFor(headers: IncomingHttpHeaders, address: string): string {
  const sent = headers['x-forwarded-for'];
  const before = Array.isArray(sent) ? sent.join(', ') : sent;
  return before ? `${before}, ${address}` : address;
}

export async function startAppendingProxy(targetUrl: string): Promise<AppendingProxy> {
  const target = new URL(targetUrl);
  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // A connection per request, as nginx without an upstream keepalive pool.
        agent: false,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': appendedFor(incoming.headers, incoming.socket.remoteAddress ?? ''),
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  // Every loopback address reaches it, so each can stand for a client of its own.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface AnswerFrom {
  status: number;
  headers: IncomingHttpHeaders;
  /** The whole body (for a stream: what came before `close`). */
  text(): Promise<string>;
  /** What came of the body so far. */
  received(): string;
  /** Ends the request: a stream's connection is closed. */
  close(): void;
}

/**
 * A request made from `localAddress` (a loopback address of this machine), answered as soon as its
 * status arrives: a live stream stays open until `close`.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<AnswerFrom> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: init.method ?? 'GET',
      headers: init.headers,
      localAddress,
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (answer: IncomingMessage) => {
      const chunks: Buffer[] = [];
      const ended = new Promise<string>((done) => {
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('close', () => done(Buffer.concat(chunks).toString('utf8')));
      });
      resolve({
        status: answer.statusCode ?? 0,
        headers: answer.headers,
        text: () => ended,
        received: () => Buffer.concat(chunks).toString('utf8'),
        close: () => request.destroy(),
      });
    });
    request.end(init.body);
  });
}
