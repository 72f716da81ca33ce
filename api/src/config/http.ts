// What api answers over HTTP: its public address, the size of a body and whom it believes.
import { Type, type Static } from 'typebox';

const TRUSTED_PROXY_LIST = '[0-9A-Fa-f.:]+(/[0-9]{1,3})?( *, *[0-9A-Fa-f.:]+(/[0-9]{1,3})?)*';

export const HttpSettings = Type.Object({
  PUBLIC_URL: Type.String({
    format: 'url',
    pattern: '^https?://',
    rule: 'must be an http:// or https:// URL',
    default: 'http://localhost:4000',
    description:
      'where browsers reach the product (the gateway): the base of links in e-mails and of the payment return',
  }),
  BODY_LIMIT_BYTES: Type.Integer({
    minimum: 1,
    default: 1_048_576,
    description: 'largest request body accepted (413 beyond)',
  }),
  TRUST_PROXY: Type.String({
    // Never `true`: it would believe the left-most address, which the client writes (decision 0098).
    pattern: `^(false|[0-9]+|${TRUSTED_PROXY_LIST})$`,
    rule: 'must be false, a number of proxy hops (1 for the gateway alone) or a comma-separated list of proxy addresses/CIDRs; true is refused: it believes any address a client writes',
    // The gateway runs beside api and relays the investor's address; nobody else is believed.
    default: '127.0.0.1,::1',
    description:
      'whose `X-Forwarded-For` to believe; by default the gateway on the same machine, which sends the one address it computed ([decision 0098](decisions/0098-client-addresses-behind-proxies.md))',
  }),
});

/** Fastify's `trustProxy`: off, a number of hops, or the addresses of trusted proxies; never on. */
export type TrustProxy = false | number | string;

export function httpConfig(env: Static<typeof HttpSettings>) {
  return {
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .join(',');
}
