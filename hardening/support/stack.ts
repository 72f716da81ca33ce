// The built product (sandbox, api, gateway) on free ports for one suite, with a sale running now
// and investors written straight to its fresh database before api starts: e-mail verified, KYC
// VERIFIED, optionally all referred by the first one, and optionally most of the hard cap sold
// already (by an earlier bank transfer), so a suite can press against it. Accounts and KYC are
// proven by their own suites; here they only have to exist.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import {
  addSoldTokens,
  createDatabase,
  hashPassword,
  insertOrder,
  insertReferee,
  insertUser,
  migrateToLatest,
  type Database,
} from '@rent/api/testing';
import { createThrowawayDatabase, dropThrowawayDatabase } from '@rent/test-kit/postgres';
import {
  assertBuilt,
  manySignInsFromOneAddress,
  startBuiltStack,
  type RunningStack,
} from '@rent/test-kit/stack';
import { writeLiveSale } from '@rent/test-kit/scripts';
import { freePort } from '@rent/test-kit/scripts';

export const PASSWORD = 'Hardening-Investor-2025';
export const HARD_CAP = '14000000';
/**
 * How long the stack's gateway lets visitors share one read of the sale's figures (decision
 * 0152): an answer read before an outage may still serve them that long.
 */
export const SHARED_FIGURES_MS = 1000;
const DATABASE_PREFIX = 'rent_hardening_';

export interface Investor {
  id: string;
  email: string;
  password: string;
  referralCode: string;
  referredBy: string | null;
}

export interface HardeningStackOptions {
  /** Verified, KYC-approved investors to create. */
  investors?: number;
  /**
   * Investors after the first who signed up with the first one's referral code: all of them, or
   * those whose index (1, 2, …) the function picks.
   */
  referredByFirst?: boolean | ((index: number) => boolean);
  /** Tokens sold before the run, as decimal text (an earlier investor's credited transfer). */
  soldTokens?: string;
  /** Run api on a fresh PostgreSQL database (needs a server); default: when a server is named. */
  postgres?: boolean;
  /** The PostgreSQL server to create that database on; default TEST_DATABASE_URL. */
  serverUrl?: string;
  /**
   * The database URL api is given, from the real one: a suite may put a proxy of its own in
   * between (to cut the connection). PostgreSQL only.
   */
  routeDatabase?: (url: string) => Promise<string> | string;
  /**
   * The api URL the gateway is given, from the real one: a suite may put a proxy of its own in
   * between (to count the gateway's calls).
   */
  routeApi?: (url: string) => Promise<string> | string;
  /**
   * The sale's reservation policy (decision 0014), for suites that keep more orders of one investor
   * waiting than the default allows; the hoarding suite tests the policy itself.
   */
  reservations?: Record<string, string | number>;
  env?: {
    api?: Record<string, string>;
    gateway?: Record<string, string>;
    sandbox?: Record<string, string>;
  };
}

export interface HardeningStack {
  engine: 'pglite' | 'postgres';
  urls: RunningStack['urls'];
  investors: Investor[];
  running: RunningStack;
  /**
   * Reads or changes the database. With PostgreSQL while everything runs; with PGlite, which
   * serves one process at a time, api is stopped around `work` and started again.
   */
  inspect<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /**
   * Reads the database once all traffic is over: on PGlite the services are stopped for good
   * (no slow restart of api); the stack serves nothing afterwards. `stop()` still cleans up.
   */
  inspectAtTheEnd<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export async function startHardeningStack(
  options: HardeningStackOptions = {},
): Promise<HardeningStack> {
  assertBuilt();
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  const postgres = options.postgres ?? Boolean(serverUrl);
  if (postgres && !serverUrl) throw new Error('TEST_DATABASE_URL is needed for PostgreSQL.');
  const dataDir = mkdtempSync(join(tmpdir(), 'rent-hardening-'));
  const databaseUrl = postgres
    ? await createThrowawayDatabase(serverUrl ?? '', DATABASE_PREFIX)
    : undefined;
  // Where api keeps PGlite under DATA_DIR (api/src/config.ts).
  const config = databaseUrl ? { url: databaseUrl } : { pgliteDir: join(dataDir, 'pglite') };

  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && serverUrl)
      await dropThrowawayDatabase(serverUrl, databaseUrl, DATABASE_PREFIX);
  };
  let investors: Investor[];
  try {
    investors = await seedInvestors(config, options);
  } catch (error) {
    await cleanUp();
    throw error;
  }

  const apiDatabaseUrl =
    databaseUrl && options.routeDatabase ? await options.routeDatabase(databaseUrl) : databaseUrl;
  let running: RunningStack;
  try {
    const routed = options.routeApi && (await routedApi(options.routeApi));
    running = await startBuiltStack({
      ...(routed && { ports: routed.ports }),
      dataDir,
      env: {
        sandbox: options.env?.sandbox ?? {},
        gateway: {
          PUBLIC_FIGURES_TTL_MS: String(SHARED_FIGURES_MS),
          ...(routed && { API_URL: routed.gatewayApiUrl }),
          ...options.env?.gateway,
        },
        api: {
          SALE_CONFIG: writeLiveSale(
            join(dataDir, 'live-sale.json'),
            new Date(),
            options.reservations ? { reservations: options.reservations } : {},
          ),
          LOG_LEVEL: 'warn',
          MAIL_POLL_MS: '200',
          PAYMENT_POLL_MS: '500',
          // Many investors sign in from 127.0.0.1 within a minute.
          ...manySignInsFromOneAddress(100_000),
          ...(apiDatabaseUrl && { DATABASE_URL: apiDatabaseUrl }),
          ...options.env?.api,
        },
      },
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }

  return {
    engine: postgres ? 'postgres' : 'pglite',
    urls: running.urls,
    investors,
    running,
    async inspect(work) {
      if (databaseUrl) return withDatabase({ url: databaseUrl }, work);
      return running.whileApiStopped(() => withDatabase(config, work));
    },
    async inspectAtTheEnd(work) {
      if (!databaseUrl) await running.stop();
      return withDatabase(config, work);
    },
    async stop() {
      try {
        await running.stop();
      } finally {
        await cleanUp();
      }
    },
  };
}

/** Ports chosen ahead, so that the gateway can be pointed at a route to api before it starts. */
async function routedApi(route: (url: string) => Promise<string> | string) {
  const ports = {
    gateway: await freePort(),
    api: await freePort(),
    sandbox: await freePort(),
    smtp: await freePort(),
  };
  return { ports, gatewayApiUrl: await route(`http://127.0.0.1:${ports.api}`) };
}

/** Runs `work` on the database `config` names, closing it afterwards. */
export async function withDatabase<T>(
  config: { url?: string; pgliteDir?: string },
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const database = createDatabase(config);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** What a suite's database holds before api starts. */
export type SeedOptions = Pick<
  HardeningStackOptions,
  'investors' | 'referredByFirst' | 'soldTokens'
>;

/** Migrates the database and writes the investors and the earlier sale `options` ask for. */
export async function seedInvestors(
  config: { url?: string; pgliteDir?: string },
  options: SeedOptions,
): Promise<Investor[]> {
  return withDatabase(config, async (db) => {
    await migrateToLatest(db);
    const passwordHash = await hashPassword(PASSWORD);
    const now = new Date();
    const investors: Investor[] = [];
    const run = randomBytes(3).toString('hex');
    for (let index = 0; index < (options.investors ?? 0); index += 1) {
      const { referredByFirst } = options;
      const referred =
        typeof referredByFirst === 'function'
          ? index > 0 && referredByFirst(index)
          : referredByFirst;
      const referrer = referred ? investors[0] : undefined;
      const user = await insertUser(db, {
        fullname: `Load Investor ${index + 1}`,
        email: `investor-${index + 1}-${run}@hardening.example`,
        password_hash: passwordHash,
        email_verified_at: now,
        accepted_terms_at: now,
        kyc_status: 'VERIFIED',
        referred_by: referrer?.id ?? null,
        created_at: now,
        updated_at: now,
      });
      if (referrer) {
        await insertReferee(db, { refereeId: user.id, referrerId: referrer.id, createdAt: now });
      }
      investors.push({
        id: user.id,
        email: user.email,
        password: PASSWORD,
        referralCode: user.referral_code,
        referredBy: user.referred_by,
      });
    }
    if (options.soldTokens) await seedEarlierSale(db, options.soldTokens, passwordHash, now);
    return investors;
  });
}

// One earlier investor whose approved bank transfer bought `tokens` (a whole number of RENT,
// no bonus): the running total and the ledger agree from the start.
async function seedEarlierSale(
  db: Kysely<Database>,
  tokens: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const whale = await insertUser(db, {
    fullname: 'Early Investor',
    email: `early-${randomBytes(3).toString('hex')}@hardening.example`,
    password_hash: passwordHash,
    email_verified_at: now,
    accepted_terms_at: now,
    kyc_status: 'VERIFIED',
    created_at: now,
    updated_at: now,
  });
  await insertOrder(db, {
    purchase_id: `RENT-EARLY${randomBytes(3).toString('hex').toUpperCase()}`,
    user_id: whale.id,
    status: 'credited',
    payment_method: 'manual',
    purchase_date: now,
    created_at: now,
    updated_at: now,
    credited_at: now,
    amount_paid_paise: BigInt(tokens) * 100_000n,
    base_tokens: tokens,
    bonus_tokens: '0',
    total_tokens: tokens,
    bonus_percent: 0,
    phase_name: 'Pre-Sale',
  });
  await addSoldTokens(db, tokens, now);
}
