// The signed-in investor's own account: reading it, with the tokens credited to it, and editing
// the profile.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, invalidFields, unauthorized } from '../../lib/errors.js';
import { SIGN_IN_REQUIRED, type SignedInAccount } from '../../plugins/signed-in.js';
import { sumCreditedTokensOfUser } from '../orders/index.js';
import {
  checkProfileChanges,
  findUserById,
  type ProfileChanges,
  type PublicUser,
  toPublicUser,
  updateUser,
  USER_MESSAGES,
} from '../users/index.js';

/** The account as its owner sees it, read with the tokens credited to it. */
export async function publicUser(db: Kysely<Database>, userId: string): Promise<PublicUser> {
  // Asked together: the account and its tokens are two independent reads of one request.
  const [user, tokens] = await Promise.all([
    findUserById(db, userId),
    sumCreditedTokensOfUser(db, userId),
  ]);
  if (!user) throw unauthorized(SIGN_IN_REQUIRED);
  return toPublicUser(user, tokens);
}

/** An account already read (the signed-in request's), as its owner sees it, with its tokens. */
export async function publicAccount(
  db: Kysely<Database>,
  account: SignedInAccount,
): Promise<PublicUser> {
  return toPublicUser(account, await sumCreditedTokensOfUser(db, account.id));
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  input: ProfileChanges,
  now: Date,
): Promise<PublicUser> {
  const { changes, problems } = checkProfileChanges(input, now);
  if (problems.length > 0) throw invalidFields(problems);
  if (Object.keys(changes).length === 0) throw badRequest(USER_MESSAGES.nothingToUpdate);
  return publicAccount(db, await updateUser(db, userId, { ...changes, updated_at: now }));
}
