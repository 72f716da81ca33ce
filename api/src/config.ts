// The one place the api reads its environment. Every variable is checked against one schema and
// all problems are reported together, each naming its variable, before anything starts.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { DatabaseConfig } from './db/database.js';
import { developmentSecret } from './lib/development-secrets.js';
import { describeSchemaErrors } from './lib/schema-errors.js';
import type { WorkLimits } from './lib/work-limiter.js';
import {
  CHAIN_VARIABLES,
  readChainConfig,
  type ChainConfig,
} from './modules/chain/chain.config.js';
import type { BankTransferConfig, OperatorDetails } from './modules/sale/sale-contacts.js';
import {
  defaultSaleDefinition,
  parseSaleDefinition,
  type SaleDefinition,
} from './modules/sale/sale.definition.js';

export type { BankTransferConfig, OperatorDetails };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
const MIN_SECRET_LENGTH = 32;

export const STORAGE_DRIVERS = ['disk', 's3'] as const;
// S3's bucket naming rules: 3 to 63 lowercase letters, digits, dots and hyphens.
const S3_BUCKET_NAME = '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$';

const EMAIL_ADDRESS = '^[^\\s@<>()",;:]+@[^\\s@<>()",;:]+\\.[A-Za-z]{2,63}$';
// Names and addresses shown on the site and in mails: one line of 2 to 200 characters, no control
// characters or markup.
const ONE_LINE = '^[^\\x00-\\x1f\\x7f<>]{2,200}$';
const SUPPORT_PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{5,24}$';

// The team members the admin CLI's --by accepts: names, comma-separated, read in lowercase.
const TEAM_MEMBER = '[A-Za-z][A-Za-z0-9._-]{0,39}';
const TEAM_MEMBER_LIST = `^ *${TEAM_MEMBER}( *, *${TEAM_MEMBER})* *$`;

const TRUSTED_PROXY_LIST = '[0-9A-Fa-f.:]+(/[0-9]{1,3})?( *, *[0-9A-Fa-f.:]+(/[0-9]{1,3})?)*';

const Environment = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4100 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  NODE_ENV: Type.Enum(NODE_ENVIRONMENTS, { default: 'development' }),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://.+' })),
  DATABASE_QUERY_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 10_000 }),
  DATABASE_WAIT_SECONDS: Type.Integer({ minimum: 0, maximum: 3_600, default: 60 }),
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
    // Never `true`: it would believe the left-most address, which the client writes (decision 0098).
    pattern: `^(false|[0-9]+|${TRUSTED_PROXY_LIST})$`,
    // The gateway runs beside api and relays the investor's address; nobody else is believed.
    default: '127.0.0.1,::1',
  }),
  TEAM_MEMBERS: Type.Optional(Type.String({ pattern: TEAM_MEMBER_LIST })),
  SMTP_URL: Type.String({ pattern: '^smtps?://.+', default: 'smtp://127.0.0.1:2525' }),
  MAIL_FROM: Type.String({
    minLength: 3,
    default: 'RENT pre-sale <no-reply@rent.example>',
  }),
  MAIL_POLL_MS: Type.Integer({ minimum: 10, maximum: 3_600_000, default: 2000 }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://.+' })),
  REDIS_KEY_PREFIX: Type.String({ pattern: '^[\\x21-\\x7e]{1,64}$', default: 'rent:' }),
  MAIL_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 100, default: 12 }),
  RATE_LIMIT_WINDOW_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  RATE_LIMIT_SIGNIN_PER_IP: Type.Integer({ minimum: 1, default: 10 }),
  RATE_LIMIT_AUTH_PER_IP: Type.Integer({ minimum: 1, default: 5 }),
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 5 }),
  RATE_LIMIT_MAIL_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 3 }),
  RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 86_400,
    default: 3600,
  }),
  RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 5 }),
  RATE_LIMIT_PASSWORD_CHECK_PER_IP: Type.Integer({ minimum: 1, default: 20 }),
  PASSWORD_HASH_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 64, default: 2 }),
  PASSWORD_HASH_QUEUE: Type.Integer({ minimum: 0, maximum: 10_000, default: 32 }),
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 20 }),
  RATE_LIMIT_REFRESH_PER_IP: Type.Integer({ minimum: 1, default: 60 }),
  RATE_LIMIT_REFRESH_PER_SESSION: Type.Integer({ minimum: 1, default: 6 }),
  SESSION_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 365, default: 7 }),
  STORAGE_DRIVER: Type.Enum(STORAGE_DRIVERS, { default: 'disk' }),
  STORAGE_S3_ENDPOINT: Type.Optional(Type.String({ format: 'url', pattern: '^https?://' })),
  STORAGE_S3_BUCKET: Type.Optional(Type.String({ pattern: S3_BUCKET_NAME })),
  STORAGE_S3_REGION: Type.String({ pattern: '^[a-z0-9-]{1,64}$', default: 'us-east-1' }),
  STORAGE_S3_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  STORAGE_S3_SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
  PAYTM_HOST: Type.String({
    format: 'url',
    pattern: '^https?://',
    default: 'http://127.0.0.1:4200',
  }),
  PAYTM_MID: Type.String({ pattern: '^[A-Za-z0-9]{1,40}$', default: 'RENTPR07429183650244' }),
  // Paytm's checksum uses the key for AES-128: exactly 16 bytes.
  PAYTM_MERCHANT_KEY: Type.String({ pattern: '^[\\x20-\\x7e]{16}$', default: 'sandboxKey#4821!' }),
  PAYTM_WEBSITE: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$', default: 'WEBSTAGING' }),
  PAYTM_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120_000, default: 10_000 }),
  PAYMENT_POLL_MS: Type.Integer({ minimum: 10, maximum: 3_600_000, default: 30_000 }),
  BANK_ACCOUNT_NAME: Type.String({ minLength: 1, default: 'RENT Pre-Sale Collection Account' }),
  BANK_NAME: Type.String({ minLength: 1, default: 'Sandbox Bank of India' }),
  BANK_ACCOUNT_NUMBER: Type.String({ pattern: '^[0-9]{9,18}$', default: '000123456789012' }),
  BANK_IFSC: Type.String({ pattern: '^[A-Z]{4}0[A-Z0-9]{6}$', default: 'SBXI0000001' }),
  BANK_UPI_ID: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$' })),
  SUPPORT_EMAIL: Type.String({
    pattern: EMAIL_ADDRESS,
    maxLength: 254,
    default: 'support@rent.example',
  }),
  SUPPORT_PHONE: Type.Optional(Type.String({ pattern: SUPPORT_PHONE_PATTERN })),
  COMPANY_NAME: Type.String({
    pattern: ONE_LINE,
    default: 'RENT Network Private Limited (example)',
  }),
  COMPANY_ADDRESS: Type.String({
    pattern: ONE_LINE,
    default: '1 Example Road, Example Nagar, Bengaluru 560001, India (example address)',
  }),
  GRIEVANCE_OFFICER_NAME: Type.String({ pattern: ONE_LINE, default: 'Example Officer' }),
  GRIEVANCE_OFFICER_EMAIL: Type.String({
    pattern: EMAIL_ADDRESS,
    maxLength: 254,
    default: 'grievance@rent.example',
  }),
});

const RULES: Record<string, string> = {
  PORT: 'must be an integer from 0 to 65535',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
  DATABASE_QUERY_TIMEOUT_MS: 'must be a whole number of milliseconds from 100 to 600000',
  DATABASE_WAIT_SECONDS: 'must be a whole number of seconds from 0 to 3600',
  PUBLIC_URL: 'must be an http:// or https:// URL',
  JWT_SECRET: `must be at least ${MIN_SECRET_LENGTH} characters long`,
  BODY_LIMIT_BYTES: 'must be a positive whole number of bytes',
  TRUST_PROXY:
    'must be false, a number of proxy hops (1 for the gateway alone) or a comma-separated list of proxy addresses/CIDRs; true is refused: it believes any address a client writes',
  SMTP_URL: 'must be an smtp:// or smtps:// URL',
  MAIL_POLL_MS: 'must be a whole number of milliseconds from 10 to 3600000',
  REDIS_URL: 'must be a redis:// or rediss:// URL',
  REDIS_KEY_PREFIX: 'must be 1 to 64 visible characters without spaces',
  MAIL_MAX_ATTEMPTS: 'must be a whole number from 1 to 100',
  RATE_LIMIT_WINDOW_SECONDS: 'must be a whole number of seconds from 1 to 86400',
  RATE_LIMIT_SIGNIN_PER_IP: 'must be a positive whole number',
  RATE_LIMIT_AUTH_PER_IP: 'must be a positive whole number',
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: 'must be a positive whole number',
  RATE_LIMIT_MAIL_PER_ACCOUNT: 'must be a positive whole number',
  RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS: 'must be a whole number of seconds from 1 to 86400',
  RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT: 'must be a positive whole number',
  RATE_LIMIT_PASSWORD_CHECK_PER_IP: 'must be a positive whole number',
  PASSWORD_HASH_CONCURRENCY: 'must be a whole number from 1 to 64',
  PASSWORD_HASH_QUEUE: 'must be a whole number from 0 to 10000',
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: 'must be a positive whole number',
  RATE_LIMIT_REFRESH_PER_IP: 'must be a positive whole number',
  RATE_LIMIT_REFRESH_PER_SESSION: 'must be a positive whole number',
  SESSION_RETENTION_DAYS: 'must be a whole number of days from 1 to 365',
  STORAGE_DRIVER: 'must be disk or s3',
  STORAGE_S3_ENDPOINT: 'must be an http:// or https:// URL',
  STORAGE_S3_BUCKET: 'must be an S3 bucket name (3 to 63 lowercase letters, digits, dots, hyphens)',
  STORAGE_S3_REGION: 'must be a region name such as us-east-1',
  PAYTM_HOST: 'must be an http:// or https:// URL',
  PAYTM_MID: 'must be the merchant id: letters and digits',
  PAYTM_MERCHANT_KEY: 'must be exactly 16 characters',
  PAYTM_WEBSITE: 'must be the website name Paytm assigned (letters, digits, _)',
  PAYTM_TIMEOUT_MS: 'must be a whole number of milliseconds from 100 to 120000',
  PAYMENT_POLL_MS: 'must be a whole number of milliseconds from 10 to 3600000',
  BANK_ACCOUNT_NUMBER: 'must be 9 to 18 digits',
  BANK_IFSC: 'must be an IFSC such as SBIN0001234',
  BANK_UPI_ID: 'must be a UPI id such as rent@okbank',
  SUPPORT_EMAIL: 'must be an e-mail address such as support@rent.example',
  SUPPORT_PHONE: 'must be a telephone number such as +91 80 1234 5678',
  COMPANY_NAME: 'must be one line of 2 to 200 characters, without < or >',
  COMPANY_ADDRESS: 'must be one line of 2 to 200 characters, without < or >',
  GRIEVANCE_OFFICER_NAME: 'must be one line of 2 to 200 characters, without < or >',
  GRIEVANCE_OFFICER_EMAIL: 'must be an e-mail address such as grievance@rent.example',
};

type Environment = Static<typeof Environment>;

/**
 * Every variable the api reads, with its default as an operator would write it in `.env` (null
 * when it has none), so that a deployment's files can be checked against the api's own defaults.
 */
export function environmentDefaults(): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(Environment.properties).map(([name, schema]) => {
      const fallback: unknown = 'default' in schema ? schema.default : undefined;
      return [name, fallback === undefined ? null : String(fallback)];
    }),
  );
}

/** Fastify's `trustProxy`: off, a number of hops, or the addresses of trusted proxies; never on. */
export type TrustProxy = false | number | string;

export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** How often the outbox worker looks for mail that is due. */
  pollMs: number;
  /** Attempts after which a mail that still fails is given up (decision 0082). */
  maxAttempts: number;
}

/** The Redis server whose counters every api replica shares (decision 0081). */
export interface RedisConfig {
  url: string;
  /** Starts every key api writes, so that several sites or test runs can share one server. */
  keyPrefix: string;
}

/** Requests allowed per window; every counter starts again when its window ends. */
export interface RateLimits {
  windowMs: number;
  /** Sign-in attempts (cookie or token) from one address. */
  signinPerIp: number;
  /** Each of sign-up, forgot password, resend verification and reset password, from one address. */
  authPerIp: number;
  /** Sign-in attempts naming one e-mail address from one client address. */
  signinPerAccount: number;
  /** Reset and verification mails asked for one e-mail address, from anywhere. */
  mailPerAccount: number;
  /**
   * Failed sign-ins naming one e-mail address from all clients (within 15 minutes) past which a
   * client that has already failed on it waits; a client that has not failed is still checked.
   */
  signinFailuresPerAccount: number;
  /** Session refreshes (cookie or token) from one address. */
  refreshPerIp: number;
  /** Refreshes of one session (one sign-in's family of refresh tokens), from anywhere. */
  refreshPerSession: number;
  /** Checks of a signed-in investor's current password (password change, wallet change). */
  passwordChecks: PasswordCheckLimits;
}

/** Current-password checks allowed per window of their own, counted before each check. */
export interface PasswordCheckLimits {
  windowMs: number;
  /** Checks for one account, whichever session and address they come from. */
  perAccount: number;
  /** Checks from one client address, whichever accounts they are for. */
  perIp: number;
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

/** The Paytm merchant account and how the api talks to Paytm. */
export interface PaytmConfig {
  /** Base URL of Paytm's APIs and payment page, without a trailing slash. */
  host: string;
  mid: string;
  merchantKey: string;
  website: string;
  timeoutMs: number;
  /** How often the worker asks Paytm about pending payments. */
  pollMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: (typeof NODE_ENVIRONMENTS)[number];
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute; relative DATA_DIR values are resolved against the working directory. */
  dataDir: string;
  database: DatabaseConfig;
  /** How long start-up waits for a PostgreSQL server that does not answer yet. */
  databaseWaitMs: number;
  publicUrl: string;
  jwtSecret: string;
  sale: SaleDefinition;
  /** The SALE_CONFIG file the sale was read from; null for the built-in example sale. */
  saleFile: string | null;
  bodyLimitBytes: number;
  trustProxy: TrustProxy;
  mail: MailConfig;
  /** Where the rate limits and the sign-in throttle count: Redis, or this process's memory. */
  redis: RedisConfig | null;
  rateLimits: RateLimits;
  /** Password hashes and verifies running at once in the process, and waiting beyond those. */
  passwordWork: WorkLimits;
  /** How long expired, revoked and rotated refresh tokens are kept before the purge deletes them. */
  sessionRetentionMs: number;
  storage: StorageConfig;
  paytm: PaytmConfig;
  bankTransfer: BankTransferConfig;
  /** Where investors write about a payment; shown beside a failed or refunded one. */
  supportEmail: string;
  /** Named on the site and at the foot of every mail. */
  operator: OperatorDetails;
  /** TEAM_MEMBERS: who may run the admin CLI (its --by); empty when not set. */
  teamMembers: string[];
  /** The chain RENT lives on and the distribution pays holders on; null when not configured. */
  chain: ChainConfig | null;
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
  const saleFile = present.SALE_CONFIG ? resolve(cwd, present.SALE_CONFIG) : null;
  const sale = saleFile
    ? await loadSaleConfig(saleFile)
    : { sale: defaultSaleDefinition(), problems: [] };
  const chain = readChainConfig(presentChainVariables(source), (path) => resolve(cwd, path));
  const problems = [
    ...checked.problems,
    ...chain.problems,
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
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL, queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS }
      : { pgliteDir: join(dataDir, 'pglite') },
    databaseWaitMs: env.DATABASE_WAIT_SECONDS * 1000,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? (await generatedJwtSecret(dataDir)),
    sale: sale.sale,
    saleFile,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      pollMs: env.MAIL_POLL_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
      signinPerIp: env.RATE_LIMIT_SIGNIN_PER_IP,
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      signinPerAccount: env.RATE_LIMIT_SIGNIN_PER_ACCOUNT,
      mailPerAccount: env.RATE_LIMIT_MAIL_PER_ACCOUNT,
      signinFailuresPerAccount: env.RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT,
      refreshPerIp: env.RATE_LIMIT_REFRESH_PER_IP,
      refreshPerSession: env.RATE_LIMIT_REFRESH_PER_SESSION,
      passwordChecks: {
        windowMs: env.RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS * 1000,
        perAccount: env.RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT,
        perIp: env.RATE_LIMIT_PASSWORD_CHECK_PER_IP,
      },
    },
    passwordWork: { concurrency: env.PASSWORD_HASH_CONCURRENCY, queue: env.PASSWORD_HASH_QUEUE },
    sessionRetentionMs: env.SESSION_RETENTION_DAYS * 24 * 60 * 60_000,
    storage: storageConfig(env, dataDir),
    paytm: {
      host: env.PAYTM_HOST.replace(/\/+$/, ''),
      mid: env.PAYTM_MID,
      merchantKey: env.PAYTM_MERCHANT_KEY,
      website: env.PAYTM_WEBSITE,
      timeoutMs: env.PAYTM_TIMEOUT_MS,
      pollMs: env.PAYMENT_POLL_MS,
    },
    bankTransfer: {
      accountName: env.BANK_ACCOUNT_NAME,
      bankName: env.BANK_NAME,
      accountNumber: env.BANK_ACCOUNT_NUMBER,
      ifsc: env.BANK_IFSC,
      upiId: env.BANK_UPI_ID ?? null,
    },
    supportEmail: env.SUPPORT_EMAIL,
    operator: {
      companyName: env.COMPANY_NAME,
      registeredOffice: env.COMPANY_ADDRESS,
      grievanceOfficer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL },
      supportEmail: env.SUPPORT_EMAIL,
      supportPhone: env.SUPPORT_PHONE ?? null,
    },
    teamMembers: teamMembersOf(env.TEAM_MEMBERS),
    chain: chain.chain,
  };
}

function teamMembersOf(value: string | undefined): string[] {
  const names = (value ?? '').split(',').map((name) => name.trim().toLowerCase());
  return [...new Set(names.filter((name) => name !== ''))];
}

// The chain's variables are checked by the chain module's own schema (decision 0102).
function presentChainVariables(source: EnvironmentSource): Record<string, string> {
  return Object.fromEntries(
    CHAIN_VARIABLES.flatMap((name) => {
      const value = source[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
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
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .join(',');
}

// In production nothing falls back to a development default: secrets, the merchant account and the
// bank account that receives investors' money, the contact investors write to and the company
// named on the site and in every mail must all be given.
const PRODUCTION_SETTINGS = [
  'PAYTM_HOST',
  'PAYTM_MID',
  'PAYTM_MERCHANT_KEY',
  'PAYTM_WEBSITE',
  'BANK_ACCOUNT_NAME',
  'BANK_NAME',
  'BANK_ACCOUNT_NUMBER',
  'BANK_IFSC',
  'SUPPORT_EMAIL',
  'COMPANY_NAME',
  'COMPANY_ADDRESS',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
] as const;

// Production names the sale it runs and where its mail goes: the built-in schedule is an example
// that has ended, and a mail catcher would swallow every verification mail (decision 0112).
const PRODUCTION_CHOICES: Record<string, string> = {
  JWT_SECRET: `at least ${MIN_SECRET_LENGTH} characters`,
  SALE_CONFIG: 'the JSON file of the sale this site runs, e.g. deploy/sale.example.json',
  SMTP_URL: 'your mail relay; a mail catcher only if you mean it',
};

function missingProductionSecrets(present: Record<string, string>): string[] {
  if (present.NODE_ENV !== 'production') return [];
  return [
    ...Object.entries(PRODUCTION_CHOICES)
      .filter(([name]) => !present[name])
      .map(([name, hint]) => `${name} is required when NODE_ENV=production (${hint})`),
    ...PRODUCTION_SETTINGS.filter((name) => !present[name]).map(
      (name) => `${name} is required when NODE_ENV=production`,
    ),
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
