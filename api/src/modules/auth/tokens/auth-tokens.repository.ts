// One-time e-mail tokens. A token is usable while it is unused and unexpired; using it is a single
// conditional update, so two requests racing with the same link cannot both succeed.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { AuthTokenPurpose, NewAuthTokenRow } from './auth-tokens.table.js';

export interface TokenLookup {
  tokenHash: string;
  purpose: AuthTokenPurpose;
  now: Date;
}

export async function insertAuthToken(db: Kysely<Database>, token: NewAuthTokenRow) {
  await db.insertInto('auth_tokens').values(token).execute();
}

/** The owner of a usable token, which is now used; undefined when the token is not usable. */
export async function useAuthToken(db: Kysely<Database>, lookup: TokenLookup) {
  const used = await db
    .updateTable('auth_tokens')
    .set({ used_at: lookup.now })
    .where('token_hash', '=', lookup.tokenHash)
    .where('purpose', '=', lookup.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', lookup.now)
    .returning('user_id')
    .executeTakeFirst();
  return used?.user_id;
}

/** The owner of a token of this purpose, used, expired or not; undefined for an unknown token. */
export async function findAuthTokenOwner(
  db: Kysely<Database>,
  lookup: Omit<TokenLookup, 'now'>,
): Promise<string | undefined> {
  const token = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', lookup.tokenHash)
    .where('purpose', '=', lookup.purpose)
    .executeTakeFirst();
  return token?.user_id;
}

export async function findUsableAuthToken(db: Kysely<Database>, lookup: TokenLookup) {
  return db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', lookup.tokenHash)
    .where('purpose', '=', lookup.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', lookup.now)
    .executeTakeFirst();
}

/** Forgets a user's unused tokens of one purpose: only the newest link should work. */
export async function discardUnusedAuthTokens(
  db: Kysely<Database>,
  userId: string,
  purpose: AuthTokenPurpose,
) {
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
