// Which parts of the caller's request api sees: its credentials and its real address.
import type { IncomingMessage } from 'node:http';

const RELAYED = ['cookie', 'authorization', 'user-agent', 'x-request-id'] as const;

/**
 * The client address api rate-limits by. A forwarded-for header sent by the caller is only believed
 * when the gateway itself sits behind a trusted proxy; otherwise anyone could pick their own key.
 */
function clientAddress(
  request: Request,
  req: IncomingMessage | undefined,
  trustProxy: boolean,
): string | null {
  const socketAddress = req?.socket.remoteAddress ?? null;
  if (!trustProxy) return socketAddress;
  const forwarded = request.headers.get('x-forwarded-for');
  return [forwarded, socketAddress].filter(Boolean).join(', ') || null;
}

export function forwardedHeaders(
  request: Request,
  req: IncomingMessage | undefined,
  trustProxy: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of RELAYED) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  const address = clientAddress(request, req, trustProxy);
  if (address) headers['x-forwarded-for'] = address;
  return headers;
}
