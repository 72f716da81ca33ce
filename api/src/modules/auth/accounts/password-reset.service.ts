// Forgotten passwords: a reset link by mail (the answer is the same whether or not the address is
// registered), then a new password with the token from it. A reset ends every session and is
// mailed to the investor.
import { badRequest } from '../../../lib/errors.js';
import { enqueueMail, passwordResetDoneMail, passwordResetMail } from '../../mail/index.js';
import { findUserByEmail, updateUser } from '../../users/index.js';
import { isBlank, requiredEmail } from '../account-rules.js';
import {
  discardUnusedAuthTokens,
  findUsableAuthToken,
  useAuthToken,
} from '../tokens/auth-tokens.repository.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { hashPassword, requireStrongPassword } from '../passwords/passwords.js';
import { mailAccountLink } from './account-links.js';
import { forgetPreVerificationChoices } from './registrations.js';
import { holdAfterRecovery } from './recovery-holds.js';
import { revokeUserSessions } from '../sessions/sessions.repository.js';
import { hashToken } from '../tokens/tokens.js';
import type { RequestContext } from '../../../plugins/context.js';

/** What the account services use of the request context. */
type AuthContext = Pick<RequestContext, 'db' | 'now' | 'publicUrl'>;

/** Queues a reset link for a registered address; says whether mail was queued. */
export async function requestPasswordReset(context: AuthContext, email: string | undefined) {
  const address = requiredEmail(email);
  return context.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, address);
    if (!user) return false;
    await mailAccountLink(trx, context, user, 'reset_password', passwordResetMail);
    return true;
  });
}

export interface PasswordResetInput {
  token?: string;
  newPassword?: string;
}

/**
 * Sets the new password and uses the token, ends every session of the account and mails the
 * investor; the wallet and KYC application sessions attached are put on hold (decision 0116); returns the account's e-mail address (the caller forgets its failed sign-ins).
 * Opening the link proves the investor reads the address, so it also counts as verifying it;
 * what was chosen before that by whoever registered the address (the name, the referrer) is
 * dropped, since it need not have been the owner.
 */
export async function resetPassword(
  context: AuthContext,
  input: PasswordResetInput,
): Promise<string> {
  const { db, now } = context;
  const token = input.token?.trim() ?? '';
  const lookup = { tokenHash: hashToken(token), purpose: 'reset_password', now } as const;
  if (isBlank(token) || !(await findUsableAuthToken(db, lookup))) throw invalidToken();
  const newPassword = input.newPassword ?? '';
  requireStrongPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    const userId = await useAuthToken(trx, lookup);
    if (!userId) throw invalidToken();
    let user = await updateUser(trx, userId, { password_hash: passwordHash, updated_at: now });
    if (!user.email_verified_at) {
      await forgetPreVerificationChoices(trx, userId);
      user = await updateUser(trx, userId, { email_verified_at: now });
    }
    await discardUnusedAuthTokens(trx, userId, 'reset_password');
    // What sessions put on the account waits for its owner (decision 0116).
    await holdAfterRecovery(trx, user, context);
    await revokeUserSessions(trx, userId, now);
    const forgotPassword = `${context.publicUrl}/forgot-password`;
    await enqueueMail(trx, passwordResetDoneMail(user, { forgotPassword }), now);
    return user.email;
  });
}

function invalidToken() {
  return badRequest(AUTH_MESSAGES.invalidResetToken, [
    { field: 'token', message: AUTH_MESSAGES.invalidResetToken },
  ]);
}
