// Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane; about 60 ms here)
// and the product's strength rules.
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { invalidFields } from '../../lib/errors.js';
import { AUTH_MESSAGES } from './auth.messages.js';

const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const MIN_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A stored value that is not an argon2 hash matches nothing.
    return false;
  }
}

let unmatchableHash: Promise<string> | undefined;

function unmatchable(): Promise<string> {
  unmatchableHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return unmatchableHash;
}

/** Makes the hash `passwordMatchesNobody` checks against, so the first use is not slower. */
export async function preparePasswordChecks(): Promise<void> {
  await unmatchable();
}

/**
 * Spends the time of a real check when there is no account to check against, so that the time of
 * an answer does not tell whether an e-mail address is registered.
 */
export async function passwordMatchesNobody(password: string): Promise<false> {
  await passwordMatches(await unmatchable(), password);
  return false;
}

/** The strength rules a new password breaks, as the messages to show. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if ([...password].length < MIN_LENGTH) problems.push(AUTH_MESSAGES.passwordTooShort);
  if (!/\p{Ll}/u.test(password) || !/\p{Lu}/u.test(password)) {
    problems.push(AUTH_MESSAGES.passwordNeedsBothCases);
  }
  return problems;
}

/** Refuses a new password that breaks a strength rule, naming the field it came in. */
export function requireStrongPassword(password: string, field: string): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw invalidFields(problems.map((message) => ({ field, message })));
}
