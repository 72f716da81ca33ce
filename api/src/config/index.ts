// The one place the api reads its environment. Each topic's file describes its variables once (a
// TypeBox schema whose options carry the description, the default and what a value must be) and
// builds its part of the configuration from them; the types are those parts' types. Every problem
// is reported together, each naming its variable, before anything starts. docs/configuration.md
// is generated from these schemas (`npm run config:docs`).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import {
  defaultsOf,
  presentVariables,
  productionProblems,
  rulesOf,
  typedVariables,
} from '@rent/server-kit';
import { developmentSecret } from '../lib/development-secrets.js';
import { describeSchemaErrors } from '../lib/schema-errors.js';
import { readChainConfig } from '../modules/chain/chain.config.js';
import {
  defaultSaleDefinition,
  parseSaleDefinition,
  type SaleDefinition,
} from '../modules/sale/sale.definition.js';
import { AccountSettings, accountsConfig } from './accounts.js';
import { DatabaseSettings, databaseConfig } from './database.js';
import { HttpSettings, httpConfig } from './http.js';
import { LimitSettings, limitsConfig } from './limits.js';
import { MailSettings, mailConfig } from './mail.js';
import { OperatorSettings, operatorConfig } from './operator.js';
import { PaymentSettings, paymentsConfig } from './payments.js';
import { SaleSettings, saleSettingsConfig } from './sale.js';
import { ServerSettings, serverConfig } from './server.js';
import { StorageSettings, missingS3Settings, storageConfig } from './storage.js';

export { LOG_LEVELS, NODE_ENVIRONMENTS } from './server.js';
export { STORAGE_DRIVERS, type StorageConfig } from './storage.js';
export type { TrustProxy } from './http.js';
export type { MailConfig } from './mail.js';
export type { PasswordCheckLimits, RateLimits, RedisConfig } from './limits.js';
export type { BankTransferConfig, PaytmConfig } from './payments.js';
export type { OperatorDetails } from './operator.js';
export { ChainSettings } from './chain.js';

/** Every variable api reads at start-up, in the order problems are reported; the chain's apart. */
export const ApiSettings = Type.Object({
  ...ServerSettings.properties,
  ...DatabaseSettings.properties,
  ...HttpSettings.properties,
  ...AccountSettings.properties,
  ...SaleSettings.properties,
  ...MailSettings.properties,
  ...LimitSettings.properties,
  ...StorageSettings.properties,
  ...PaymentSettings.properties,
  ...OperatorSettings.properties,
});

type Environment = Static<typeof ApiSettings>;

const RULES = rulesOf(ApiSettings);

/**
 * Every variable the api reads, with its default as an operator would write it in `.env` (null
 * when it has none), so that a deployment's files can be checked against the api's own defaults.
 */
export function environmentDefaults(): Record<string, string | null> {
  return defaultsOf(ApiSettings);
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
) {
  const present = presentVariables(ApiSettings, source);
  const checked = checkEnvironment(present);
  const saleFile = present.SALE_CONFIG ? resolve(cwd, present.SALE_CONFIG) : null;
  const sale = saleFile
    ? await loadSaleConfig(saleFile)
    : { sale: defaultSaleDefinition(), problems: [] };
  const chain = readChainConfig(source, (path) => resolve(cwd, path));
  const problems = [
    ...checked.problems,
    ...chain.problems,
    // In production nothing falls back to a development default: secrets, the merchant and bank
    // accounts, the contact and company named on the site, the sale and the mail relay
    // (decision 0112).
    ...(present.NODE_ENV === 'production' ? productionProblems(ApiSettings, present) : []),
    ...missingS3Settings(present),
    ...sale.problems,
  ];
  if (!checked.env || !sale.sale || problems.length > 0) throw new ConfigError(problems);

  const { env } = checked;
  const files = databaseConfig(env, cwd);
  return {
    ...serverConfig(env),
    ...files,
    ...httpConfig(env),
    jwtSecret: env.JWT_SECRET ?? (await generatedJwtSecret(files.dataDir)),
    ...accountsConfig(env),
    sale: sale.sale,
    /** The SALE_CONFIG file the sale was read from; null for the built-in example sale. */
    saleFile,
    ...saleSettingsConfig(env),
    ...mailConfig(env),
    ...limitsConfig(env),
    ...storageConfig(env, files.dataDir),
    ...paymentsConfig(env),
    ...operatorConfig(env),
    /** The chain RENT lives on and the distribution pays holders on; null when not configured. */
    chain: chain.chain,
  };
}

export type AppConfig = Awaited<ReturnType<typeof loadConfig>>;

function checkEnvironment(present: Record<string, string>): {
  env?: Environment;
  problems: string[];
} {
  const candidate = Value.Default(ApiSettings, typedVariables(ApiSettings, present));
  if (Value.Check(ApiSettings, candidate)) return { env: candidate, problems: [] };
  const problems = describeSchemaErrors(Value.Errors(ApiSettings, candidate), 'environment', RULES);
  return { problems: problems.map(({ message }) => message) };
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
