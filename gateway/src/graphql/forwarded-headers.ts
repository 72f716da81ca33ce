// Which parts of the caller's request api sees: its credentials and its real address. GraphQL
// requests and downloads relay both; the payment callback (no session of ours) relays the address
// alone. The request id and trace context api receives are the gateway's (../http/request-tracking.ts).
import type { IncomingMessage } from 'node:http';

const RELAYED = ['cookie', 'authorization', 'user-agent'] as const;

/**
 * The client address api rate-limits by. A forwarded-for header sent by the caller is only believed
 * when the gateway itself sits behind a trusted proxy; otherwise anyone could pick their own key.
 */
function forwardedFor(
  forwarded: string | null | undefined,
  req: IncomingMessage | undefined,
  trustProxy: boolean,
): Record<string, string> {
  const socketAddress = req?.socket.remoteAddress ?? null;
  const chain = trustProxy ? [forwarded, socketAddress].filter(Boolean).join(', ') : socketAddress;
  return chain ? { 'x-forwarded-for': chain } : {};
}

/** The caller's own address: the first of the forwarded chain where it is believed (see above). */
export function clientAddressOf(
  request: Request,
  req: IncomingMessage | undefined,
  trustProxy: boolean,
): string {
  const chain = forwardedFor(request.headers.get('x-forwarded-for'), req, trustProxy);
  return chain['x-forwarded-for']?.split(',')[0]?.trim() ?? '';
}

/** The client address alone, for a request served outside GraphQL. */
export function clientAddressHeaders(
  req: IncomingMessage,
  trustProxy: boolean,
): Record<string, string> {
  const forwarded = req.headers['x-forwarded-for'];
  return forwardedFor(typeof forwarded === 'string' ? forwarded : null, req, trustProxy);
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
  return { ...headers, ...forwardedFor(request.headers.get('x-forwarded-for'), req, trustProxy) };
}

/** Credentials and address of a request served outside GraphQL (a download). */
export function relayedHeaders(req: IncomingMessage, trustProxy: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of RELAYED) {
    const value = req.headers[name];
    if (typeof value === 'string' && value !== '') headers[name] = value;
  }
  return { ...headers, ...clientAddressHeaders(req, trustProxy) };
}
