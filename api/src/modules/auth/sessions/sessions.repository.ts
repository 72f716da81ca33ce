// Refresh-token sessions. Rotation is one conditional update, so of two requests presenting the
// same token only one rotates it; the other sees a reused token.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
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

/** Whether the family still has an unrevoked, unexpired token, i.e. the sign-in still stands. */
export async function isFamilyLive(
  db: Kysely<Database>,
  family: { familyId: string; userId: string },
  now: Date,
): Promise<boolean> {
  const live = await db
    .selectFrom('sessions')
    .select('id')
    .where('family_id', '=', family.familyId)
    .where('user_id', '=', family.userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  return live !== undefined;
}
