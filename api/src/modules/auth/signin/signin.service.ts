// Checks an e-mail and password for both sign-in routes (cookies and tokens). Unknown addresses
// cost the same argon2 work as known ones, are throttled alike, and every answer about a wrong
// password is the same.
import { findUserByEmail, type UserRow } from '../../users/index.js';
import { badRequest, forbidden, unauthorized } from '../../../lib/errors.js';
import { isBlank, normaliseEmail } from '../account-rules.js';
import { AUTH_MESSAGES, EMAIL_NOT_VERIFIED_REASON } from '../auth.messages.js';
import { passwordMatches, passwordMatchesNobody } from '../passwords/passwords.js';
import type { SigninThrottle } from '../limits/signin-throttle.js';
import type { RequestContext } from '../../../plugins/context.js';

export interface Credentials {
  email?: string;
  password?: string;
}

/** Who is trying: the throttle that counts their failures and their client's address. */
export interface SigninAttempt {
  throttle: SigninThrottle;
  client: string;
}

/** The verified account these credentials open; otherwise the refusal to answer with. */
export async function checkCredentials(
  context: Pick<RequestContext, 'db'>,
  credentials: Credentials,
  attempt: SigninAttempt,
): Promise<UserRow> {
  const missing = (['email', 'password'] as const).filter((field) => isBlank(credentials[field]));
  if (missing.length > 0) {
    throw badRequest(
      AUTH_MESSAGES.credentialsRequired,
      missing.map((field) => ({ field, message: AUTH_MESSAGES.credentialsRequired })),
    );
  }
  const { throttle, client } = attempt;
  const email = normaliseEmail(credentials.email ?? '');
  const password = credentials.password ?? '';
  await throttle.admit(email, client);
  const user = await findUserByEmail(context.db, email);
  const matches = user
    ? await passwordMatches(user.password_hash, password)
    : await passwordMatchesNobody(password);
  if (!user || !matches) {
    await throttle.failed(email, client);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await throttle.succeeded(email, client);
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
