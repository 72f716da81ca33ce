// Reads and writes of the users table. Functions take the database or a transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewUserRow, UserRow, UserRowUpdate } from '../../db/tables/users.js';
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

/** Counts one more failed sign-in and returns the new count. */
export async function countFailedSignin(db: Kysely<Database>, id: string): Promise<number> {
  const { failed_signins } = await db
    .updateTable('users')
    .set((eb) => ({ failed_signins: eb('failed_signins', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_signins')
    .executeTakeFirstOrThrow();
  return failed_signins;
}

/** Locks sign-in, unless another failure was counted meanwhile (that one sets its own lock). */
export async function lockSignin(
  db: Kysely<Database>,
  id: string,
  lock: { failures: number; until: Date },
) {
  await db
    .updateTable('users')
    .set({ signin_locked_until: lock.until })
    .where('id', '=', id)
    .where('failed_signins', '=', lock.failures)
    .execute();
}

export async function clearFailedSignins(db: Kysely<Database>, id: string) {
  await db
    .updateTable('users')
    .set({ failed_signins: 0, signin_locked_until: null })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('failed_signins', '<>', 0), eb('signin_locked_until', 'is not', null)]),
    )
    .execute();
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
