// Who the client is behind proxies (decision 0098). A proxy that appends writes the address it
// was connected from at the right of `X-Forwarded-For`; everything to its left is whatever the
// client sent. So the client is the right-most address that no trusted hop added: with `hops` the
// last n entries (the socket counting as the first), with `networks` the entries that come from
// a trusted proxy's network. Never "trust everything": that takes the left-most entry, the
// client's own choice.
import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';

export type TrustedProxies =
  /** Proxies in front of the gateway; 0: none, the connection's address is the client. */
  | { hops: number }
  /** Addresses or CIDRs of the proxies in front (proxy-addr's names too: loopback, uniquelocal). */
  | { networks: readonly string[] };

export const NO_PROXY: TrustedProxies = Object.freeze({ hops: 0 });

export const TRUST_PROXY_FORMS =
  'false (no proxy in front), a number of proxy hops (1 for one proxy), or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.0/8,fd00::/8)';

/** The setting from its variable's text; a message naming the accepted forms when it is wrong. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return NO_PROXY;
  if (text === 'true')
    return `true is refused: it believes whatever address a client writes; use ${TRUST_PROXY_FORMS}`;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : `at most 10 proxy hops; use ${TRUST_PROXY_FORMS}`;
  }
  const networks = text.split(',').map((entry) => entry.trim());
  for (const network of networks) {
    try {
      proxyaddr.compile(network);
    } catch {
      return `${JSON.stringify(network)} is not an address or CIDR; use ${TRUST_PROXY_FORMS}`;
    }
  }
  return { networks };
}

/** proxy-addr's trust function: whether the hop at `index` (0: the connection) is a proxy. */
export function trustFunction(
  trusted: TrustedProxies,
): (address: string, index: number) => boolean {
  if ('hops' in trusted) return (_address, index) => index < trusted.hops;
  return proxyaddr.compile([...trusted.networks]);
}

export interface ClientAddressOf {
  (req: IncomingMessage): string;
}

/** The client's address of a request, under the trusted proxies given. */
export function clientAddressResolver(trusted: TrustedProxies): ClientAddressOf {
  const trust = trustFunction(trusted);
  return (req) => {
    if (!req.socket.remoteAddress) return '';
    return proxyaddr(req, trust);
  };
}
