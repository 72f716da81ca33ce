// Investors for tests: a configuration whose rate limits stay out of the way, accounts made through
// the api or straight in the database, and reading the token out of a mailed link.
import type { Kysely } from 'kysely';
import type { App } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/schema.js';
import type { UserRow } from '../../src/modules/users/users.table.js';
import { hashPassword } from '../../src/modules/auth/passwords/passwords.js';
import { insertUser } from '../../src/modules/users/users.repository.js';
import { testConfig } from './test-app.js';

export const PASSWORD = 'Rent-Investor-2025';

/** Limits high enough that only the rate-limit tests meet them. */
export function accountsConfig(env: Record<string, string> = {}): Promise<AppConfig> {
  return testConfig({
    RATE_LIMIT_SIGNIN_PER_IP: '10000',
    RATE_LIMIT_AUTH_PER_IP: '10000',
    RATE_LIMIT_SIGNIN_PER_ACCOUNT: '10000',
    RATE_LIMIT_MAIL_PER_ACCOUNT: '10000',
    RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT: '10000',
    RATE_LIMIT_PASSWORD_CHECK_PER_IP: '10000',
    ...env,
  });
}

export interface InvestorSeed {
  email?: string;
  fullname?: string;
  password?: string;
  verified?: boolean;
  now?: Date;
}

let seeded = 0;
// Hashing is slow on purpose; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();

function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** An account written straight to the database (verified unless told otherwise). */
export async function seedInvestor(
  db: Kysely<Database>,
  seed: InvestorSeed = {},
): Promise<UserRow> {
  seeded += 1;
  const now = seed.now ?? new Date();
  return insertUser(db, {
    fullname: seed.fullname ?? `Investor ${seeded}`,
    email: seed.email ?? `investor-${seeded}-${Date.now()}@example.com`,
    password_hash: await hashOnce(seed.password ?? PASSWORD),
    email_verified_at: seed.verified === false ? null : now,
    accepted_terms_at: now,
    created_at: now,
    updated_at: now,
  });
}

/** The `token` query parameter of the first link to `path` in a mail body. */
export function tokenInLink(text: string, path: '/verify-email' | '/reset-password'): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=([\\w-]+)`).exec(text);
  if (!link?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return link[1];
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  seeded += 1;
  return {
    fullname: 'Asha Rao',
    email: `asha-${seeded}-${Date.now()}@example.com`,
    password: PASSWORD,
    acceptedTerms: true,
    ...overrides,
  };
}

export async function rowCounts(db: Kysely<Database>) {
  const count = async (table: keyof Database) => {
    const { rows } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('rows'))
      .executeTakeFirstOrThrow();
    return Number(rows);
  };
  return {
    users: await count('users'),
    authTokens: await count('auth_tokens'),
    sessions: await count('sessions'),
    mail: await count('mail_outbox'),
  };
}

export type { App };
