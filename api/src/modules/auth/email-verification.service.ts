// Confirming an e-mail address with the token from its link, and sending a new link. The resend
// answer never says whether the address is registered.
import { badRequest } from '../../lib/errors.js';
import { enqueueMail, verificationMail } from '../mail/index.js';
import { findUserByEmail, findUserById } from '../users/index.js';
import { isBlank, requiredEmail } from './account-rules.js';
import { findAuthTokenOwner, useAuthToken } from './auth-tokens.repository.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { issueEmailLink } from './one-time-tokens.js';
import { addresseeOf } from './registrations.js';
import { hashToken } from './tokens.js';
import type { RequestContext } from '../../plugins/context.js';

/** What the account services use of the request context. */
type AuthContext = Pick<RequestContext, 'db' | 'now' | 'publicUrl'>;

export type VerificationOutcome = 'verified' | 'already-verified';

/**
 * Verifies the address of the token's owner. The same link opened again once its address is
 * verified says so: whoever holds the link has already shown they read that mailbox, so this tells
 * them nothing new. (A link replaced by a newer one is gone, and stays refused.)
 */
export async function verifyEmail(
  context: AuthContext,
  token: string | undefined,
): Promise<VerificationOutcome> {
  if (isBlank(token)) {
    throw badRequest(AUTH_MESSAGES.missingToken, [
      { field: 'token', message: AUTH_MESSAGES.missingToken },
    ]);
  }
  const { db, now } = context;
  const tokenHash = hashToken(token.trim());
  return db.transaction().execute(async (trx) => {
    const userId = await useAuthToken(trx, { tokenHash, purpose: 'verify_email', now });
    if (!userId) {
      const owner = await findAuthTokenOwner(trx, { tokenHash, purpose: 'verify_email' });
      const account = owner ? await findUserById(trx, owner) : undefined;
      if (account?.email_verified_at) return 'already-verified';
      throw badRequest(AUTH_MESSAGES.invalidVerificationLink, [
        { field: 'token', message: AUTH_MESSAGES.invalidVerificationLink },
      ]);
    }
    await trx
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
    return 'verified';
  });
}

/** Queues a new link for a registered, unverified address; says whether mail was queued. */
export async function resendVerification(context: AuthContext, email: string | undefined) {
  const address = requiredEmail(email);
  const { db, now } = context;
  return db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, address);
    if (!user || user.email_verified_at) return false;
    const link = await issueEmailLink(trx, {
      userId: user.id,
      purpose: 'verify_email',
      now,
      publicUrl: context.publicUrl,
    });
    await enqueueMail(trx, verificationMail(addresseeOf(user), link), now);
    return true;
  });
}
