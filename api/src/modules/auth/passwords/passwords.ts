// Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane; about 60 ms here)
// and the product's strength rules. Every hash and verify of the process, whichever route asks,
// goes through one work limiter: beyond its queue the answer is a quick 503 with Retry-After.
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { AppError, invalidFields, UNAVAILABLE_MESSAGE } from '../../../lib/errors.js';
import {
  createWorkLimiter,
  WorkRefused,
  type WorkLimiter,
  type WorkLimits,
} from '../../../lib/work-limiter.js';
import { AUTH_MESSAGES } from '../auth.messages.js';

const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const MIN_LENGTH = 8;

export const DEFAULT_PASSWORD_WORK: WorkLimits = { concurrency: 2, queue: 32 };
// A refused check is retried after this long; the queue drains in well under a second.
const BUSY_RETRY_AFTER_SECONDS = 1;

let passwordWork: WorkLimiter = createWorkLimiter(DEFAULT_PASSWORD_WORK);

/** Sets the process's bounds on password work (the api's configuration, or a test's). */
export function limitPasswordWork(limits: WorkLimits): WorkLimiter {
  passwordWork = createWorkLimiter(limits);
  return passwordWork;
}

async function boundedWork<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await passwordWork.run(task);
  } catch (error) {
    if (error instanceof WorkRefused) {
      throw new AppError(503, UNAVAILABLE_MESSAGE, [], {
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
      });
    }
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return boundedWork(() => argon2.hash(password, HASH_OPTIONS));
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  return boundedWork(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A stored value that is not an argon2 hash matches nothing.
      return false;
    }
  });
}

let unmatchableHash: Promise<string> | undefined;

function unmatchable(): Promise<string> {
  // A refusal (password work too busy) is not kept: the next call tries again.
  unmatchableHash ??= hashPassword(randomBytes(32).toString('base64url')).catch(
    (error: unknown) => {
      unmatchableHash = undefined;
      throw error;
    },
  );
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
