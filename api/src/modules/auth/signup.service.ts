// Sign-up: checks what was typed, creates the unverified account with its own referral code, and
// queues the verification mail in the same transaction, so either all of it happens or none.
import { isUniqueViolation } from '../../lib/database-errors.js';
import { badRequest, conflict, invalidFields, type ErrorDetail } from '../../lib/errors.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { insertReferee } from '../referrals/referrals.repository.js';
import { verificationMail } from '../mail/templates.js';
import { normaliseReferralCode } from '../users/referral-codes.js';
import { USER_MESSAGES } from '../users/users.messages.js';
import type { PublicUser } from '../users/users.schemas.js';
import {
  findUserByEmail,
  findUserIdByReferralCode,
  insertUser,
} from '../users/users.repository.js';
import { toPublicUser } from '../users/users.view.js';
import { isBlank, isValidEmail, normaliseEmail } from './account-rules.js';
import type { AuthContext } from './auth.context.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { issueEmailLink } from './one-time-tokens.js';
import { hashPassword, passwordProblems } from './passwords.js';

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
  const { fullname, email, password } = checkSignUp(input);
  const { db, now } = context;
  if (await findUserByEmail(db, email)) throw emailTaken();
  const referrerCode = referralCode ? normaliseReferralCode(referralCode) : '';
  const referredBy = referrerCode ? await findUserIdByReferralCode(db, referrerCode) : undefined;
  if (referrerCode && !referredBy) {
    throw badRequest(AUTH_MESSAGES.invalidReferralCode, [
      { field: 'referralCode', message: AUTH_MESSAGES.invalidReferralCode },
    ]);
  }
  const passwordHash = await hashPassword(password);
  try {
    const user = await db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, {
        fullname,
        email,
        password_hash: passwordHash,
        referred_by: referredBy ?? null,
        accepted_terms_at: now,
        created_at: now,
        updated_at: now,
      });
      if (created.referred_by) {
        await insertReferee(trx, {
          refereeId: created.id,
          referrerId: created.referred_by,
          createdAt: created.created_at,
        });
      }
      const link = await issueEmailLink(trx, {
        userId: created.id,
        purpose: 'verify_email',
        now,
        publicUrl: context.publicUrl,
      });
      await enqueueMail(trx, verificationMail(created, link), now);
      return created;
    });
    return toPublicUser(user, NO_BALANCE);
  } catch (error) {
    // Two sign-ups with one address at the same moment: the database lets one through.
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
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
  if ([...fullname].length > MAX_FULLNAME_LENGTH) {
    problems.push({ field: 'fullname', message: USER_MESSAGES.fullnameTooLong });
  }
  if (!isValidEmail(email)) problems.push({ field: 'email', message: AUTH_MESSAGES.invalidEmail });
  for (const message of passwordProblems(password)) problems.push({ field: 'password', message });
  if (input.acceptedTerms !== true) {
    problems.push({ field: 'acceptedTerms', message: AUTH_MESSAGES.acceptTerms });
  }
  if (problems.length > 0) throw invalidFields(problems);
  return { fullname, email, password };
}

function emailTaken() {
  return conflict(AUTH_MESSAGES.emailTaken, [
    { field: 'email', message: AUTH_MESSAGES.emailTaken },
  ]);
}
