// Stands between the gateway and api and counts what the gateway asks: every call, and the most
// that were open at once, and keeps the headers each call carried. Each call can be held a while,
// so that calls made together overlap.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  url: string;
  /** Calls received since the last reset, and the most in flight at one time. */
  counts(): { calls: number; mostInFlight: number };
  /** The headers of each call received since the last reset, in order of arrival. */
  headers(): IncomingHttpHeaders[];
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(
  targetUrl: string,
  { holdMs = 0 }: { holdMs?: number } = {},
): Promise<CountingProxy> {
  const target = new URL(targetUrl);
  let calls = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  let seen: IncomingHttpHeaders[] = [];
  const server = createServer((incoming, outgoing) => {
    calls += 1;
    seen.push(incoming.headers);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    outgoing.on('close', () => (inFlight -= 1));
    setTimeout(() => {
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    }, holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts: () => ({ calls, mostInFlight }),
    headers: () => seen,
    reset() {
      calls = 0;
      seen = [];
      mostInFlight = inFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
