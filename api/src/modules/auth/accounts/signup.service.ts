// Sign-up: checks what was typed, creates the unverified account with its own referral code, and
// queues the verification mail in the same transaction, so either all of it happens or none. The
// answer never tells whether the address was registered: a verified address gets the same answer
// (its owner is mailed instead), and an unverified one is registered anew (registrations.ts). Every
// path hashes the password, so they take the same time.
import { isUniqueViolation } from '../../../lib/database-errors.js';
import { badRequest, invalidFields, type ErrorDetail } from '../../../lib/errors.js';
import { enqueueMail, signupAttemptMail, verificationMail } from '../../mail/index.js';
import {
  findUserIdByReferralCode,
  insertUser,
  normaliseReferralCode,
  personNameProblem,
  type PublicUser,
  toPublicUser,
  USER_MESSAGES,
} from '../../users/index.js';
import { isBlank, isValidEmail, normaliseEmail } from '../account-rules.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { hashPassword, passwordProblems } from '../passwords/passwords.js';
import { mailAccountLink } from './account-links.js';
import {
  findUserByEmailForUpdate,
  replaceRegistration,
  unsavedRegistration,
} from './registrations.js';
import type { RequestContext } from '../../../plugins/context.js';

/** What the account services use of the request context. */
type AuthContext = Pick<RequestContext, 'db' | 'now' | 'publicUrl'>;

export interface SignUpInput {
  fullname?: string;
  email?: string;
  password?: string;
  acceptedTerms?: boolean;
}

const MAX_FULLNAME_LENGTH = 100;
const NO_BALANCE = '0';

export async function signUp(
  context: AuthContext,
  input: SignUpInput,
  referralCode?: string,
): Promise<PublicUser> {
  const { password, ...typed } = checkSignUp(input);
  const { db } = context;
  const referrerCode = referralCode ? normaliseReferralCode(referralCode) : '';
  const referredBy = referrerCode ? await findUserIdByReferralCode(db, referrerCode) : undefined;
  if (referrerCode && !referredBy) {
    throw badRequest(AUTH_MESSAGES.invalidReferralCode, [
      { field: 'referralCode', message: AUTH_MESSAGES.invalidReferralCode },
    ]);
  }
  const registration = {
    ...typed,
    passwordHash: await hashPassword(password),
    referredBy: referredBy ?? null,
  };
  try {
    return await register(context, registration);
  } catch (error) {
    // Two sign-ups with one new address at the same moment: the database lets one insert through,
    // and the other now finds that registration.
    if (isUniqueViolation(error, 'users_email_key')) return register(context, registration);
    throw error;
  }
}

interface CheckedRegistration {
  fullname: string;
  email: string;
  passwordHash: string;
  referredBy: string | null;
}

function register(context: AuthContext, registration: CheckedRegistration): Promise<PublicUser> {
  const { db, now } = context;
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmailForUpdate(trx, registration.email);
    if (existing?.email_verified_at) {
      const signin = `${context.publicUrl}/login`;
      await enqueueMail(trx, signupAttemptMail(existing, { signin }), now);
      return unsavedRegistration(registration, now);
    }
    const user = existing
      ? await replaceRegistration(trx, existing, { ...registration, now })
      : await createUser(trx, registration, now);
    await mailAccountLink(trx, context, user, 'verify_email', verificationMail);
    return toPublicUser(user, NO_BALANCE);
  });
}

async function createUser(trx: AuthContext['db'], registration: CheckedRegistration, now: Date) {
  const created = await insertUser(trx, {
    fullname: registration.fullname,
    email: registration.email,
    password_hash: registration.passwordHash,
    referred_by: registration.referredBy,
    accepted_terms_at: now,
    created_at: now,
    updated_at: now,
  });
  return created;
}

function checkSignUp(input: SignUpInput) {
  const missing = (['fullname', 'email', 'password'] as const).filter((field) =>
    isBlank(input[field]),
  );
  if (missing.length > 0) {
    throw invalidFields(missing.map((field) => ({ field, message: AUTH_MESSAGES.fillAllFields })));
  }
  const fullname = (input.fullname ?? '').trim();
  const email = normaliseEmail(input.email ?? '');
  const password = input.password ?? '';
  const problems: ErrorDetail[] = [];
  const nameProblem = personNameProblem(fullname, 'Full name');
  if ([...fullname].length > MAX_FULLNAME_LENGTH) {
    problems.push({ field: 'fullname', message: USER_MESSAGES.fullnameTooLong });
  } else if (nameProblem) problems.push({ field: 'fullname', message: nameProblem });
  if (!isValidEmail(email)) problems.push({ field: 'email', message: AUTH_MESSAGES.invalidEmail });
  for (const message of passwordProblems(password)) problems.push({ field: 'password', message });
  if (input.acceptedTerms !== true) {
    problems.push({ field: 'acceptedTerms', message: AUTH_MESSAGES.acceptTerms });
  }
  if (problems.length > 0) throw invalidFields(problems);
  return { fullname, email, password };
}
