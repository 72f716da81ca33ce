// The gateway's configuration: read from the environment once, validated, and frozen.
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { parseTrustedProxies, type TrustedProxies } from './http/client-address.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Variables whose value a configuration error must not print.
const SECRETS: ReadonlySet<string> = new Set(['METRICS_TOKEN']);

const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    {
      default: 'development',
    },
  ),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  PUBLIC_URL: Type.String({ format: 'uri', default: 'http://localhost:4000' }),
  API_URL: Type.String({ format: 'uri', default: 'http://127.0.0.1:4100' }),
  API_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120_000, default: 10_000 }),
  // How often the live sale figures are read from api while anyone subscribes (decision 0093).
  SALE_PROGRESS_INTERVAL_MS: Type.Integer({ minimum: 200, maximum: 60_000, default: 5000 }),
  EXCHANGE_RATE_URL: Type.String({
    format: 'uri',
    default: 'https://open.er-api.com/v6/latest/USD',
  }),
  EXCHANGE_RATE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 3000 }),
  WEB_DIST: Type.String({ minLength: 1, default: defaultWebDist }),
  // Proxies in front of the gateway (decision 0098): checked by parseTrustedProxies below.
  TRUST_PROXY: Type.Optional(Type.String()),
  // Opens the public listener's /metrics to a scraper with this bearer token (decision 0099).
  METRICS_TOKEN: Type.Optional(
    Type.String({ minLength: 16, maxLength: 256, pattern: '^[\\x21-\\x7e]+$' }),
  ),
  // A listener of its own serving /metrics without a token, bound to METRICS_HOST (decision 0099).
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  METRICS_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  // Only the known documents (the web app's, by hash) run: no arbitrary operation, no APQ
  // registration, GraphiQL included (decision 0092).
  PERSISTED_OPERATIONS_ONLY: Type.Boolean({ default: false }),
  // GraphiQL's page at GET /graphql (decision 0099): on by default except in production.
  GRAPHIQL: Type.Optional(Type.Boolean()),
  // Source maps are for the team's debugging, not for every visitor.
  SERVE_SOURCE_MAPS: Type.Boolean({ default: false }),
  // Where investors' browsers post the payment form: the only other site a form may go to.
  PAYTM_HOST: Type.String({
    format: 'uri',
    pattern: '^https?://',
    default: 'http://127.0.0.1:4200',
  }),
});

type RawConfig = Static<typeof ConfigSchema>;

export interface GatewayConfig {
  port: number;
  host: string;
  production: boolean;
  /** pino level of the request log; pretty lines on a terminal in development. */
  logLevel: (typeof LOG_LEVELS)[number];
  prettyLogs: boolean;
  publicUrl: string;
  apiUrl: string;
  apiTimeoutMs: number;
  /** How often one read of api feeds every `saleProgress` subscriber. */
  saleProgressIntervalMs: number;
  exchangeRateUrl: string;
  exchangeRateTimeoutMs: number;
  webDist: string;
  /** Proxies in front whose `X-Forwarded-For` entries are believed; none by default. */
  trustedProxies: TrustedProxies;
  /** The bearer token that opens the public listener's /metrics; unset, it is always refused. */
  metricsToken: string | null;
  /** The metrics listener (no token asked), or null for none. */
  metricsListener: { port: number; host: string } | null;
  /** Whether only the known persisted documents run, sent by hash (off by default). */
  persistedOperationsOnly: boolean;
  /** Whether GraphiQL's page is served (GRAPHIQL; by default everywhere but production). */
  graphiql: boolean;
  /** Whether the web app's `.map` files are served (never by default). */
  serveSourceMaps: boolean;
  /** Origin of Paytm's payment page, allowed as a form target by the web app's CSP. */
  paytmOrigin: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const knownKeys = Object.keys(ConfigSchema.properties);

/** Reads the variables the gateway knows; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const present = Object.fromEntries(
    knownKeys
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const candidate = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, present));
  const trustedProxies = parseTrustedProxies(present.TRUST_PROXY);
  if (!Value.Check(ConfigSchema, candidate) || typeof trustedProxies === 'string') {
    const problems = Value.Errors(ConfigSchema, candidate).map((error) => {
      const variable = error.instancePath.replace(/^\//, '') || 'configuration';
      const got = SECRETS.has(variable)
        ? 'a value not shown'
        : JSON.stringify(present[variable] ?? null);
      return `${variable}: ${error.message} (got ${got})`;
    });
    if (typeof trustedProxies === 'string') problems.push(`TRUST_PROXY: ${trustedProxies}`);
    throw new ConfigError(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
  }
  const raw = candidate as RawConfig;
  return Object.freeze({
    port: raw.PORT,
    host: raw.HOST,
    production: raw.NODE_ENV === 'production',
    logLevel: raw.LOG_LEVEL,
    prettyLogs: raw.NODE_ENV === 'development' && Boolean(process.stdout.isTTY),
    publicUrl: raw.PUBLIC_URL.replace(/\/$/, ''),
    apiUrl: raw.API_URL.replace(/\/$/, ''),
    apiTimeoutMs: raw.API_TIMEOUT_MS,
    saleProgressIntervalMs: raw.SALE_PROGRESS_INTERVAL_MS,
    exchangeRateUrl: raw.EXCHANGE_RATE_URL,
    exchangeRateTimeoutMs: raw.EXCHANGE_RATE_TIMEOUT_MS,
    webDist: raw.WEB_DIST,
    trustedProxies,
    metricsToken: raw.METRICS_TOKEN ?? null,
    metricsListener:
      raw.METRICS_PORT === undefined ? null : { port: raw.METRICS_PORT, host: raw.METRICS_HOST },
    persistedOperationsOnly: raw.PERSISTED_OPERATIONS_ONLY,
    serveSourceMaps: raw.SERVE_SOURCE_MAPS,
    graphiql: raw.GRAPHIQL ?? raw.NODE_ENV !== 'production',
    paytmOrigin: new URL(raw.PAYTM_HOST).origin,
  });
}
