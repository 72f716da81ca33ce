// Checks an e-mail and password for both sign-in routes (cookies and tokens). Unknown addresses
// cost the same argon2 work as known ones, and every answer about a wrong password is the same.
import type { UserRow } from '../../db/tables/users.js';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../lib/errors.js';
import {
  clearFailedSignins,
  countFailedSignin,
  findUserByEmail,
  lockSignin,
} from '../users/users.repository.js';
import { isBlank, normaliseEmail } from './account-rules.js';
import type { AuthContext } from './auth.context.js';
import { AUTH_MESSAGES, EMAIL_NOT_VERIFIED_REASON } from './auth.messages.js';
import { passwordMatches, passwordMatchesNobody } from './passwords.js';
import { signinLockMs } from './signin-lock.js';

export interface Credentials {
  email?: string;
  password?: string;
}

/** The verified account these credentials open; otherwise the refusal to answer with. */
export async function checkCredentials(
  context: Pick<AuthContext, 'db' | 'now'>,
  credentials: Credentials,
): Promise<UserRow> {
  const { db, now } = context;
  const missing = (['email', 'password'] as const).filter((field) => isBlank(credentials[field]));
  if (missing.length > 0) {
    throw badRequest(
      AUTH_MESSAGES.credentialsRequired,
      missing.map((field) => ({ field, message: AUTH_MESSAGES.credentialsRequired })),
    );
  }
  const password = credentials.password ?? '';
  const user = await findUserByEmail(db, normaliseEmail(credentials.email ?? ''));
  if (!user) {
    await passwordMatchesNobody(password);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  const lockedUntil = user.signin_locked_until;
  if (lockedUntil && lockedUntil > now) {
    throw tooManyRequests(
      AUTH_MESSAGES.signinLocked,
      (lockedUntil.getTime() - now.getTime()) / 1000,
    );
  }
  if (!(await passwordMatches(user.password_hash, password))) {
    const failures = await countFailedSignin(db, user.id);
    const lockMs = signinLockMs(failures);
    if (lockMs > 0) {
      await lockSignin(db, user.id, { failures, until: new Date(now.getTime() + lockMs) });
    }
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await clearFailedSignins(db, user.id);
  if (!user.email_verified_at) {
    throw forbidden(AUTH_MESSAGES.emailNotVerified, [
      {
        field: 'email',
        message: AUTH_MESSAGES.emailNotVerified,
        reason: EMAIL_NOT_VERIFIED_REASON,
      },
    ]);
  }
  return user;
}
