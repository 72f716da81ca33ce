// The gateway's configuration: read from the environment once, validated, and frozen.
import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    {
      default: 'development',
    },
  ),
  PUBLIC_URL: Type.String({ format: 'uri', default: 'http://localhost:4000' }),
  API_URL: Type.String({ format: 'uri', default: 'http://127.0.0.1:4100' }),
  API_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120_000, default: 10_000 }),
  EXCHANGE_RATE_URL: Type.String({
    format: 'uri',
    default: 'https://open.er-api.com/v6/latest/USD',
  }),
  EXCHANGE_RATE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 3000 }),
  WEB_DIST: Type.String({ minLength: 1, default: defaultWebDist }),
  TRUST_PROXY: Type.Boolean({ default: false }),
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
  publicUrl: string;
  apiUrl: string;
  apiTimeoutMs: number;
  exchangeRateUrl: string;
  exchangeRateTimeoutMs: number;
  webDist: string;
  trustProxy: boolean;
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
  if (!Value.Check(ConfigSchema, candidate)) {
    const problems = Value.Errors(ConfigSchema, candidate).map((error) => {
      const variable = error.instancePath.replace(/^\//, '') || 'configuration';
      return `${variable}: ${error.message} (got ${JSON.stringify(present[variable] ?? null)})`;
    });
    throw new ConfigError(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
  }
  const raw = candidate as RawConfig;
  return Object.freeze({
    port: raw.PORT,
    host: raw.HOST,
    production: raw.NODE_ENV === 'production',
    publicUrl: raw.PUBLIC_URL.replace(/\/$/, ''),
    apiUrl: raw.API_URL.replace(/\/$/, ''),
    apiTimeoutMs: raw.API_TIMEOUT_MS,
    exchangeRateUrl: raw.EXCHANGE_RATE_URL,
    exchangeRateTimeoutMs: raw.EXCHANGE_RATE_TIMEOUT_MS,
    webDist: raw.WEB_DIST,
    trustProxy: raw.TRUST_PROXY,
    paytmOrigin: new URL(raw.PAYTM_HOST).origin,
  });
}
