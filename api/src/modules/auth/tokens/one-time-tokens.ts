// Issues the tokens that e-mail links carry. Each new token replaces the user's unused ones of the
// same purpose.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { AuthTokenPurpose } from './auth-tokens.table.js';
import { discardUnusedAuthTokens, insertAuthToken } from './auth-tokens.repository.js';
import {
  hashToken,
  newOpaqueToken,
  RESET_TOKEN_TTL_MS,
  VERIFICATION_TOKEN_TTL_MS,
} from './tokens.js';

const LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  verify_email: VERIFICATION_TOKEN_TTL_MS,
  reset_password: RESET_TOKEN_TTL_MS,
};

export const LINK_PATHS: Record<AuthTokenPurpose, string> = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
};

/** Stores a new token for the user and returns the link to mail, under `publicUrl`. */
export async function issueEmailLink(
  db: Kysely<Database>,
  request: { userId: string; purpose: AuthTokenPurpose; now: Date; publicUrl: string },
): Promise<string> {
  const { userId, purpose, now } = request;
  const token = newOpaqueToken();
  await discardUnusedAuthTokens(db, userId, purpose);
  await insertAuthToken(db, {
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + LIFETIME_MS[purpose]),
    created_at: now,
  });
  return `${request.publicUrl}${LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
}
