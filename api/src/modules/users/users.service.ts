// The signed-in investor's own account: reading it, editing the profile, changing the password.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, invalidFields, unauthorized } from '../../lib/errors.js';
import { AUTH_MESSAGES } from '../auth/auth.messages.js';
import type { SignedInUser } from '../auth/authenticate.plugin.js';
import { hashPassword, passwordMatches, requireStrongPassword } from '../auth/passwords.js';
import { revokeUserSessions } from '../auth/sessions.repository.js';
import { sumCreditedTokensOfUser } from '../orders/orders.repository.js';
import { checkProfileChanges, type ProfileChanges } from './profile-rules.js';
import { USER_MESSAGES } from './users.messages.js';
import type { PasswordChange, PublicUser } from './users.schemas.js';
import { findUserById, updateUser } from './users.repository.js';
import { toPublicUser } from './users.view.js';

export async function publicUser(db: Kysely<Database>, userId: string): Promise<PublicUser> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return toPublicUser(user, await sumCreditedTokensOfUser(db, userId));
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
  await updateUser(db, userId, { ...changes, updated_at: now });
  return publicUser(db, userId);
}

/** Sets a new password; every other sign-in of the account ends, this one stays. */
export async function changePassword(
  db: Kysely<Database>,
  user: SignedInUser,
  input: PasswordChange,
  now: Date,
): Promise<void> {
  const { currentPassword = '', newPassword = '' } = input;
  const missing = [
    ...(currentPassword === '' ? ['currentPassword'] : []),
    ...(newPassword === '' ? ['newPassword'] : []),
  ];
  if (missing.length > 0) {
    throw badRequest(
      USER_MESSAGES.allFieldsRequired,
      missing.map((field) => ({ field, message: USER_MESSAGES.allFieldsRequired })),
    );
  }
  const account = await findUserById(db, user.id);
  if (!account) throw unauthorized(AUTH_MESSAGES.signInRequired);
  if (!(await passwordMatches(account.password_hash, currentPassword))) {
    throw badRequest(USER_MESSAGES.wrongCurrentPassword, [
      { field: 'currentPassword', message: USER_MESSAGES.wrongCurrentPassword },
    ]);
  }
  requireStrongPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await revokeUserSessions(trx, user.id, now, user.familyId);
  });
}
