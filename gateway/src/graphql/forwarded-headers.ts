// Which parts of the caller's request api sees: its credentials and its real address. GraphQL
// requests and downloads relay both; the payment callback (no session of ours) relays the address
// alone. The request id and trace context api receives are the gateway's (../http/request-tracking.ts).
//
// The address is the one the gateway computed (../http/client-address.ts), sent as the single
// entry of `X-Forwarded-For`: never the client's own header, which api would otherwise believe.
import type { IncomingMessage } from 'node:http';

const RELAYED = ['cookie', 'authorization', 'user-agent'] as const;

/** The client address api rate-limits by, as the one entry of the header api trusts from us. */
export function clientAddressHeaders(clientAddress: string): Record<string, string> {
  return clientAddress ? { 'x-forwarded-for': clientAddress } : {};
}

/** Credentials of a GraphQL request, and the client address the gateway computed for it. */
export function forwardedHeaders(request: Request, clientAddress: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of RELAYED) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return { ...headers, ...clientAddressHeaders(clientAddress) };
}

/** Credentials of a request served outside GraphQL (a download); its address is tracked's. */
export function relayedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of RELAYED) {
    const value = req.headers[name];
    if (typeof value === 'string' && value !== '') headers[name] = value;
  }
  return headers;
}
