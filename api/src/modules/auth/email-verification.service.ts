// Confirming an e-mail address with the token from its link, and sending a new link. The resend
// answer never says whether the address is registered.
import { badRequest } from '../../lib/errors.js';
import { enqueueMail, verificationMail } from '../mail/index.js';
import { findUserByEmail } from '../users/index.js';
import { isBlank, requiredEmail } from './account-rules.js';
import { useAuthToken } from './auth-tokens.repository.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { issueEmailLink } from './one-time-tokens.js';
import { addresseeOf } from './registrations.js';
import { hashToken } from './tokens.js';
import type { RequestContext } from '../../plugins/context.js';

/** What the account services use of the request context. */
type AuthContext = Pick<RequestContext, 'db' | 'now' | 'publicUrl'>;

export async function verifyEmail(context: AuthContext, token: string | undefined) {
  if (isBlank(token)) {
    throw badRequest(AUTH_MESSAGES.missingToken, [
      { field: 'token', message: AUTH_MESSAGES.missingToken },
    ]);
  }
  const { db, now } = context;
  await db.transaction().execute(async (trx) => {
    const userId = await useAuthToken(trx, {
      tokenHash: hashToken(token.trim()),
      purpose: 'verify_email',
      now,
    });
    if (!userId) {
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
