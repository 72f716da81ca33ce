// Whom the gateway believes and what it opens: proxies, metrics, GraphiQL and which operations run.
import { Type, type Static } from 'typebox';
import type { TrustedProxies } from '../http/client-address.js';

export const GuardSettings = Type.Object({
  // Checked by parseTrustedProxies (http/client-address.ts), which says what is wrong.
  TRUST_PROXY: Type.Optional(
    Type.String({
      rule: 'must be false, a number of proxy hops up to 10, or proxy addresses/CIDRs; never true',
      documentedDefault: '`false`',
      description:
        'the proxies in front of the gateway: `false` (none), a number of hops up to 10 (`1` behind one proxy that appends to `X-Forwarded-For`), or their addresses/CIDRs; the client is the right-most entry no trusted hop added, and api is sent that one address. `true` is refused ([decision 0098](decisions/0098-client-addresses-behind-proxies.md))',
    }),
  ),
  METRICS_TOKEN: Type.Optional(
    Type.String({
      minLength: 16,
      maxLength: 256,
      pattern: '^[\\x21-\\x7e]+$',
      rule: 'must be 16 to 256 visible characters without spaces',
      secret: true,
      description:
        'the public port’s `/metrics` answers `Authorization: Bearer <token>`; unset, it answers 403 to everyone ([decision 0099](decisions/0099-graphiql-apq-and-metrics-guards.md))',
    }),
  ),
  METRICS_PORT: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 65535,
      description:
        'a listener of its own serving only `/metrics`, without a token, bound to `METRICS_HOST`: where Prometheus scrapes',
    }),
  ),
  METRICS_HOST: Type.String({
    minLength: 1,
    default: '127.0.0.1',
    description: 'the interface of the `METRICS_PORT` listener',
  }),
  PERSISTED_OPERATIONS_ONLY: Type.Boolean({
    default: false,
    description:
      '`true`: only the known documents (the web app’s, sent by hash) run; any other operation and every APQ registration is refused with `PERSISTED_QUERY_ONLY`, GraphiQL included ([decision 0092](decisions/0092-persisted-operations.md))',
  }),
  GRAPHIQL: Type.Optional(
    Type.Boolean({
      documentedDefault: '`true`, `false` in production',
      description:
        'GraphiQL’s page at `GET /graphql` from a browser and its parts under `/graphiql/`; prepared once, 20 loads a minute per address ([decisions 0099](decisions/0099-graphiql-apq-and-metrics-guards.md) and [0146](decisions/0146-graphiql-loads-its-parts-apart.md))',
    }),
  ),
});

export function guardsConfig(
  env: Static<typeof GuardSettings>,
  trustedProxies: TrustedProxies,
  production: boolean,
) {
  return {
    /** Proxies in front whose `X-Forwarded-For` entries are believed; none by default. */
    trustedProxies,
    /** The bearer token that opens the public listener's /metrics; unset, it is always refused. */
    metricsToken: env.METRICS_TOKEN ?? null,
    /** The metrics listener (no token asked), or null for none. */
    metricsListener:
      env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    /** Whether only the known persisted documents run, sent by hash (off by default). */
    persistedOperationsOnly: env.PERSISTED_OPERATIONS_ONLY,
    /** Whether GraphiQL's page is served (GRAPHIQL; by default everywhere but production). */
    graphiql: env.GRAPHIQL ?? !production,
  };
}
