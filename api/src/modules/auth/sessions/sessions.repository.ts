// Refresh-token sessions. Rotation is one conditional update, so of two requests presenting the
// same token only one rotates it; the other sees a reused token.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { SignedInAccount } from '../../../plugins/signed-in.js';
import type { NewSessionRow } from './sessions.table.js';

export async function insertSession(db: Kysely<Database>, session: NewSessionRow) {
  await db.insertInto('sessions').values(session).execute();
}

/** Marks a live token rotated and returns its session; undefined when it is not live. */
export async function rotateLiveSession(db: Kysely<Database>, tokenHash: string, now: Date) {
  return db
    .updateTable('sessions')
    .set({ rotated_at: now })
    .where('token_hash', '=', tokenHash)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'family_id', 'remembered'])
    .executeTakeFirst();
}

export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .select(['user_id', 'family_id', 'rotated_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every session of a user, or every one but `keepFamilyId`. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  keepFamilyId?: string,
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId !== undefined) query = query.where('family_id', '<>', keepFamilyId);
  await query.execute();
}

/** The columns of an account a signed-in request carries: all but the password hash. */
const ACCOUNT_COLUMNS = [
  'id',
  'fullname',
  'email',
  'email_verified_at',
  'phone',
  'dob',
  'referral_code',
  'referred_by',
  'accepted_terms_at',
  'kyc_status',
  'failed_signins',
  'signin_locked_until',
  'wallet_address',
  'wallet_address_display',
  'wallet_family_id',
  'wallet_held_at',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof SignedInAccount)[];

/**
 * The account of a sign-in that still stands (its family has an unrevoked, unexpired token), read
 * with that check in one statement; undefined when it no longer stands or the account is gone.
 */
export async function liveAccount(
  db: Kysely<Database>,
  family: { familyId: string; userId: string },
  now: Date,
): Promise<SignedInAccount | undefined> {
  return db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('id', '=', family.userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sessions')
          .select('id')
          .where('family_id', '=', family.familyId)
          .where('user_id', '=', family.userId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now),
      ),
    )
    .executeTakeFirst();
}
