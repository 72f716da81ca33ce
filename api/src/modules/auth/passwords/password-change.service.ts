// A signed-in investor's change of password.
import { badRequest, unauthorized } from '../../../lib/errors.js';
import type { SignedInUser } from '../../../plugins/signed-in.js';
import { enqueueMail, forgotPasswordLink, passwordChangedMail } from '../../mail/index.js';
import { findUserById, type PasswordChange, updateUser, USER_MESSAGES } from '../../users/index.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { hashPassword, requireStrongPassword } from './passwords.js';
import { revokeUserSessions } from '../sessions/sessions.repository.js';
import type { RequestContext } from '../../../plugins/context.js';
import type { PasswordChecks } from './password-checks.plugin.js';

type PasswordChangeContext = Pick<RequestContext, 'db' | 'now' | 'publicUrl' | 'clientIp'> & {
  passwordChecks: PasswordChecks;
};

/**
 * Sets a new password; every other sign-in of the account ends, this one stays, and the investor is
 * told by mail. The current password is checked under the limits of `passwordChecks`.
 */
export async function changePassword(
  context: PasswordChangeContext,
  user: SignedInUser,
  input: PasswordChange,
): Promise<void> {
  const { db, now } = context;
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
  // Before the current password, so that a weak new one does not spend a check.
  requireStrongPassword(newPassword, 'newPassword');
  const account = await findUserById(db, user.id);
  if (!account) throw unauthorized(AUTH_MESSAGES.signInRequired);
  await context.passwordChecks.confirm({
    userId: account.id,
    clientIp: context.clientIp,
    passwordHash: account.password_hash,
    password: currentPassword,
    field: 'currentPassword',
    wrongMessage: USER_MESSAGES.wrongCurrentPassword,
  });
  // After the check: whether the two inputs are equal says nothing, but a wrong current password
  // is the more useful answer when both are wrong.
  if (newPassword === currentPassword) {
    throw badRequest(USER_MESSAGES.samePassword, [
      { field: 'newPassword', message: USER_MESSAGES.samePassword },
    ]);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await revokeUserSessions(trx, user.id, now, user.familyId);
    await enqueueMail(
      trx,
      passwordChangedMail(account, forgotPasswordLink(context.publicUrl)),
      now,
    );
  });
}
