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

export const STORAGE_DRIVERS = ['disk', 's3'] as const;
// S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens.
const S3_BUCKET_NAME = '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$';

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
  SMTP_URL: Type.String({ pattern: '^smtps?://.+', default: 'smtp://127.0.0.1:2525' }),
  MAIL_FROM: Type.String({
    minLength: 3,
    default: 'RENT pre-sale <no-reply@rent.example>',
  }),
  MAIL_POLL_MS: Type.Integer({ minimum: 10, maximum: 3_600_000, default: 2000 }),
  RATE_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  RATE_LIMIT_SIGNIN_PER_IP: Type.Integer({ minimum: 1, default: 10 }),
  RATE_LIMIT_AUTH_PER_IP: Type.Integer({ minimum: 1, default: 5 }),
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 5 }),
  RATE_LIMIT_MAIL_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 3 }),
  STORAGE_DRIVER: Type.Enum(STORAGE_DRIVERS, { default: 'disk' }),
  STORAGE_S3_ENDPOINT: Type.Optional(Type.String({ format: 'url', pattern: '^https?://' })),
  STORAGE_S3_BUCKET: Type.Optional(Type.String({ pattern: S3_BUCKET_NAME })),
  STORAGE_S3_REGION: Type.String({ pattern: '^[a-z0-9-]{1,64}$', default: 'us-east-1' }),
  STORAGE_S3_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  STORAGE_S3_SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
});

const RULES: Record<string, string> = {
  PORT: 'must be an integer from 0 to 65535',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
  PUBLIC_URL: 'must be an http:// or https:// URL',
  JWT_SECRET: `must be at least ${MIN_SECRET_LENGTH} characters long`,
  BODY_LIMIT_BYTES: 'must be a positive whole number of bytes',
  TRUST_PROXY: 'must be true, false, a number of hops or a comma-separated list of addresses',
  SMTP_URL: 'must be an smtp:// or smtps:// URL',
  MAIL_POLL_MS: 'must be a whole number of milliseconds from 10 to 3600000',
  RATE_LIMIT_WINDOW_SECONDS: 'must be a whole number of seconds from 1 to 86400',
  RATE_LIMIT_SIGNIN_PER_IP: 'must be a positive whole number',
  RATE_LIMIT_AUTH_PER_IP: 'must be a positive whole number',
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: 'must be a positive whole number',
  RATE_LIMIT_MAIL_PER_ACCOUNT: 'must be a positive whole number',
  STORAGE_DRIVER: 'must be disk or s3',
  STORAGE_S3_ENDPOINT: 'must be an http:// or https:// URL',
  STORAGE_S3_BUCKET: 'must be an S3 bucket name (3 to 63 lowercase letters, digits, dots, hyphens)',
  STORAGE_S3_REGION: 'must be a region name such as us-east-1',
};

type Environment = Static<typeof Environment>;

/** Fastify's `trustProxy`: off, on, a number of hops, or the addresses of trusted proxies. */
export type TrustProxy = boolean | number | string;

export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** How often the outbox worker looks for mail that is due. */
  pollMs: number;
}

/** Requests allowed per window; every counter starts again when its window ends. */
export interface RateLimits {
  windowMs: number;
  /** Sign-in attempts (cookie or token) from one address. */
  signinPerIp: number;
  /** Each of sign-up, forgot password, resend verification and reset password, from one address. */
  authPerIp: number;
  /** Sign-in attempts naming one e-mail address, from anywhere. */
  signinPerAccount: number;
  /** Reset and verification mails asked for one e-mail address, from anywhere. */
  mailPerAccount: number;
}

/** Where identity documents are kept: a private folder, or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'disk'; directory: string; incomingDir: string }
  | {
      driver: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      incomingDir: string;
    };

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
  mail: MailConfig;
  rateLimits: RateLimits;
  storage: StorageConfig;
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
  const problems = [
    ...checked.problems,
    ...missingProductionSecrets(present),
    ...missingS3Settings(present),
    ...sale.problems,
  ];
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
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, pollMs: env.MAIL_POLL_MS },
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
      signinPerIp: env.RATE_LIMIT_SIGNIN_PER_IP,
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      signinPerAccount: env.RATE_LIMIT_SIGNIN_PER_ACCOUNT,
      mailPerAccount: env.RATE_LIMIT_MAIL_PER_ACCOUNT,
    },
    storage: storageConfig(env, dataDir),
  };
}

const S3_SETTINGS = [
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_ACCESS_KEY',
  'STORAGE_S3_SECRET_KEY',
] as const;

function missingS3Settings(present: Record<string, string>): string[] {
  if (present.STORAGE_DRIVER !== 's3') return [];
  return S3_SETTINGS.filter((name) => !present[name]).map(
    (name) => `${name} is required when STORAGE_DRIVER=s3`,
  );
}

// Uploads are received into DATA_DIR/incoming whatever the driver, so that a refused or unfinished
// upload never reaches the documents' storage.
function storageConfig(env: Environment, dataDir: string): StorageConfig {
  const incomingDir = join(dataDir, 'incoming');
  if (env.STORAGE_DRIVER === 'disk') {
    return { driver: 'disk', directory: join(dataDir, 'documents'), incomingDir };
  }
  return {
    driver: 's3',
    endpoint: (env.STORAGE_S3_ENDPOINT ?? '').replace(/\/+$/, ''),
    bucket: env.STORAGE_S3_BUCKET ?? '',
    region: env.STORAGE_S3_REGION,
    accessKeyId: env.STORAGE_S3_ACCESS_KEY ?? '',
    secretAccessKey: env.STORAGE_S3_SECRET_KEY ?? '',
    incomingDir,
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
