// Confirming an e-mail address with the token from its link, and sending a new link. The resend
// answer never says whether the address is registered.
import { badRequest } from '../../../lib/errors.js';
import { verificationMail } from '../../mail/index.js';
import { insertReferee } from '../../referrals/index.js';
import { findUserByEmail, findUserById } from '../../users/index.js';
import { isBlank, requiredEmail } from '../account-rules.js';
import {
  findAuthTokenOwner,
  findUsableAuthToken,
  useAuthToken,
} from '../tokens/auth-tokens.repository.js';
import { passwordMatches } from '../passwords/passwords.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { mailAccountLink } from './account-links.js';
import { hashToken } from '../tokens/tokens.js';
import type { RequestContext } from '../../../plugins/context.js';

/** What the account services use of the request context. */
type AuthContext = Pick<RequestContext, 'db' | 'now' | 'publicUrl'>;

export type VerificationOutcome = 'verified' | 'already-verified';

/**
 * Verifies the address of the token's owner, given the password of the registration the link was
 * sent for: whoever proves the mailbox must be the one who holds the password, or a stranger who
 * registered the owner's address (decision 0059 replaces registrations) would have the owner verify
 * an account whose password he chose (decision 0100). The same link opened again once its address
 * is verified says so: whoever holds the link has already shown they read that mailbox, so this
 * tells them nothing new. (A link replaced by a newer one is gone, and stays refused.)
 */
export async function verifyEmail(
  context: AuthContext,
  token: string | undefined,
  password: string | undefined,
): Promise<VerificationOutcome> {
  if (isBlank(token)) {
    throw badRequest(AUTH_MESSAGES.missingToken, [
      { field: 'token', message: AUTH_MESSAGES.missingToken },
    ]);
  }
  const { db, now } = context;
  const tokenHash = hashToken(token.trim());
  const lookup = { tokenHash, purpose: 'verify_email' as const, now };
  const usable = await findUsableAuthToken(db, lookup);
  if (!usable) return alreadyVerifiedOrRefused(db, tokenHash);
  const registration = await findUserById(db, usable.user_id);
  if (isBlank(password)) throw refusePassword(AUTH_MESSAGES.verificationPasswordRequired);
  if (!registration || !(await passwordMatches(registration.password_hash, password))) {
    throw refusePassword(AUTH_MESSAGES.verificationPasswordWrong);
  }
  return db.transaction().execute(async (trx) => {
    // Replacing the registration meanwhile discards its links: this one is then refused.
    const userId = await useAuthToken(trx, lookup);
    if (!userId) return alreadyVerifiedOrRefused(trx, tokenHash);
    const verified = await trx
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .where('password_hash', '=', registration.password_hash)
      .returningAll()
      .executeTakeFirst();
    // A referrer's table lists an investor from the verification of their address: before it,
    // the name and e-mail are anyone's typing, and may not even be the owner's.
    if (verified?.referred_by) {
      await insertReferee(trx, {
        refereeId: verified.id,
        referrerId: verified.referred_by,
        createdAt: verified.created_at,
      });
    }
    return 'verified';
  });
}

async function alreadyVerifiedOrRefused(
  db: AuthContext['db'],
  tokenHash: string,
): Promise<VerificationOutcome> {
  const owner = await findAuthTokenOwner(db, { tokenHash, purpose: 'verify_email' });
  const account = owner ? await findUserById(db, owner) : undefined;
  if (account?.email_verified_at) return 'already-verified';
  throw badRequest(AUTH_MESSAGES.invalidVerificationLink, [
    { field: 'token', message: AUTH_MESSAGES.invalidVerificationLink },
  ]);
}

function refusePassword(message: string) {
  return badRequest(message, [{ field: 'password', message }]);
}

/** Queues a new link for a registered, unverified address; says whether mail was queued. */
export async function resendVerification(context: AuthContext, email: string | undefined) {
  const address = requiredEmail(email);
  return context.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, address);
    if (!user || user.email_verified_at) return false;
    await mailAccountLink(trx, context, user, 'verify_email', verificationMail);
    return true;
  });
}
