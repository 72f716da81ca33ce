// The one place the api reads its environment. Every variable is checked against one schema and
// all problems are reported together, each naming its variable, before anything starts.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { DatabaseConfig } from './db/database.js';
import { developmentSecret } from './lib/development-secrets.js';
import { describeSchemaErrors } from './lib/schema-errors.js';
import {
  defaultSaleDefinition,
  parseSaleDefinition,
  type SaleDefinition,
} from './modules/sale/sale.definition.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
const MIN_SECRET_LENGTH = 32;

const TRUSTED_PROXY_LIST = '[0-9A-Fa-f.:]+(/[0-9]{1,3})?( *, *[0-9A-Fa-f.:]+(/[0-9]{1,3})?)*';

const Environment = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4100 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  NODE_ENV: Type.Enum(NODE_ENVIRONMENTS, { default: 'development' }),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://.+' })),
  DATA_DIR: Type.String({ minLength: 1, default: '.data' }),
  PUBLIC_URL: Type.String({
    format: 'url',
    pattern: '^https?://',
    default: 'http://localhost:4000',
  }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: MIN_SECRET_LENGTH })),
  SALE_CONFIG: Type.Optional(Type.String({ minLength: 1 })),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1, default: 1_048_576 }),
  TRUST_PROXY: Type.String({
    pattern: `^(true|false|[0-9]+|${TRUSTED_PROXY_LIST})$`,
    // The gateway runs beside api and relays the investor's address; nobody else is believed.
    default: '127.0.0.1,::1',
  }),
});

const RULES: Record<string, string> = {
  PORT: 'must be an integer from 0 to 65535',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
  PUBLIC_URL: 'must be an http:// or https:// URL',
  JWT_SECRET: `must be at least ${MIN_SECRET_LENGTH} characters long`,
  BODY_LIMIT_BYTES: 'must be a positive whole number of bytes',
  TRUST_PROXY: 'must be true, false, a number of hops or a comma-separated list of addresses',
};

type Environment = Static<typeof Environment>;

/** Fastify's `trustProxy`: off, on, a number of hops, or the addresses of trusted proxies. */
export type TrustProxy = boolean | number | string;

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: (typeof NODE_ENVIRONMENTS)[number];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute; relative DATA_DIR values are resolved against the working directory. */
  dataDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  jwtSecret: string;
  sale: SaleDefinition;
  bodyLimitBytes: number;
  trustProxy: TrustProxy;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type EnvironmentSource = Record<string, string | undefined>;

export async function loadConfig(
  source: EnvironmentSource = process.env,
  cwd: string = process.cwd(),
): Promise<AppConfig> {
  const present = presentVariables(source);
  const checked = checkEnvironment(present);
  const sale = present.SALE_CONFIG
    ? await loadSaleConfig(resolve(cwd, present.SALE_CONFIG))
    : { sale: defaultSaleDefinition(), problems: [] };
  const problems = [...checked.problems, ...missingProductionSecrets(present), ...sale.problems];
  if (!checked.env || !sale.sale || problems.length > 0) throw new ConfigError(problems);

  const { env } = checked;
  const dataDir = resolve(cwd, env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: join(dataDir, 'pglite') },
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? (await generatedJwtSecret(dataDir)),
    sale: sale.sale,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

// An empty variable (`PORT=`) means "not set", as it does in most deployment tools.
function presentVariables(source: EnvironmentSource): Record<string, string> {
  return Object.fromEntries(
    Object.keys(Environment.properties).flatMap((name) => {
      const value = source[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
}

function checkEnvironment(present: Record<string, string>): {
  env?: Environment;
  problems: string[];
} {
  const candidate = Value.Default(Environment, withIntegers(present));
  if (Value.Check(Environment, candidate)) return { env: candidate, problems: [] };
  const problems = describeSchemaErrors(Value.Errors(Environment, candidate), 'environment', RULES);
  return { problems: problems.map(({ message }) => message) };
}

// Only plain digit strings become numbers: "80.5", "1e3" or "0x10" must be refused, not rounded.
function withIntegers(present: Record<string, string>): Record<string, string | number> {
  const integerNames = new Set(
    Object.entries(Environment.properties)
      .filter(([, schema]) => 'type' in schema && schema.type === 'integer')
      .map(([name]) => name),
  );
  return Object.fromEntries(
    Object.entries(present).map(([name, value]) => [
      name,
      integerNames.has(name) && /^-?\d+$/.test(value) ? Number(value) : value,
    ]),
  );
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .join(',');
}

function missingProductionSecrets(present: Record<string, string>): string[] {
  if (present.NODE_ENV !== 'production' || present.JWT_SECRET) return [];
  return [
    `JWT_SECRET is required when NODE_ENV=production (at least ${MIN_SECRET_LENGTH} characters)`,
  ];
}

async function generatedJwtSecret(dataDir: string): Promise<string> {
  try {
    return await developmentSecret(dataDir, 'jwtSecret');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      `JWT_SECRET is not set and no development secret could be kept in DATA_DIR: ${reason}`,
    ]);
  }
}

async function loadSaleConfig(
  path: string,
): Promise<{ sale?: SaleDefinition; problems: string[] }> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
    return { problems: [`SALE_CONFIG: ${path} ${reason}`] };
  }
  const result = parseSaleDefinition(json);
  if (result.ok) return { sale: result.sale, problems: [] };
  return { problems: result.problems.map(({ message }) => `SALE_CONFIG (${path}): ${message}`) };
}
