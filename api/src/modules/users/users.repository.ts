// Reads and writes of the users table. Functions take the database or a transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewUserRow, UserRow, UserRowUpdate } from './users.table.js';
import { newReferralCode } from './referral-codes.js';

const REFERRAL_CODE_TRIES = 5;

export async function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` must already be normalised (trimmed, lowercased), as stored. */
export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserIdByReferralCode(db: Kysely<Database>, code: string) {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('referral_code', '=', code)
    .executeTakeFirst();
  return found?.id;
}

/**
 * Inserts a user with a new referral code, drawing another code when one is taken. A taken e-mail
 * still raises the unique violation of users_email_key.
 */
export async function insertUser(
  db: Kysely<Database>,
  user: Omit<NewUserRow, 'referral_code'>,
): Promise<UserRow> {
  for (let attempt = 0; attempt < REFERRAL_CODE_TRIES; attempt += 1) {
    const inserted = await db
      .insertInto('users')
      .values({ ...user, referral_code: newReferralCode() })
      .onConflict((conflict) => conflict.column('referral_code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
  }
  throw new Error(`No free referral code after ${REFERRAL_CODE_TRIES} tries`);
}

export async function updateUser(db: Kysely<Database>, id: string, changes: UserRowUpdate) {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The investor whose receiving wallet this is (lowercase address), if any. */
export async function findUserIdByWallet(db: Kysely<Database>, normalisedAddress: string) {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('wallet_address', '=', normalisedAddress)
    .executeTakeFirst();
  return found?.id;
}
