// `app.passwordChecks`: the signed-in investor's current password, asked again before a sensitive
// change (a new password, a new receiving wallet). Someone holding a stolen session must not be
// able to guess it, so every check is counted before the password is verified, per account and per
// client address, in windows of their own; past either limit the answer is 429 with Retry-After
// and no verification runs. A right password counts like a wrong one (decision 0015). The counts are
// in the app's counter store, shared by every api replica with Redis (decision 0081).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PasswordCheckLimits } from '../../../config.js';
import type { CounterStore } from '../../../lib/counter-store.js';
import { badRequest, tooManyRequests } from '../../../lib/errors.js';
import { createRateLimiter, type RateLimitRule } from '../../../lib/rate-limiter.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { passwordMatches } from './passwords.js';

export interface PasswordCheck {
  userId: string;
  clientIp: string;
  /** The account's stored hash. */
  passwordHash: string;
  /** What the investor typed. */
  password: string;
  /** The request field the password came in, named by the refusals. */
  field: string;
  /** The refusal of a wrong password. */
  wrongMessage: string;
}

export interface PasswordChecks {
  /** Returns when the password is right; otherwise throws the 429 or the 400 to answer with. */
  confirm(check: PasswordCheck): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordChecks: PasswordChecks;
  }
}

export function createPasswordChecks(
  limits: PasswordCheckLimits,
  store: CounterStore,
): PasswordChecks {
  const limiter = createRateLimiter(store);
  const rule = (name: string, max: number): RateLimitRule => ({
    name,
    max,
    windowMs: limits.windowMs,
  });
  const perIp = rule('ip:password-check', limits.perIp);
  const perAccount = rule('account:password-check', limits.perAccount);

  return {
    async confirm(check) {
      for (const [limitRule, key] of [
        [perIp, check.clientIp],
        [perAccount, check.userId],
      ] as const) {
        const verdict = await limiter.hit(limitRule, key);
        if (!verdict.allowed) {
          throw tooManyRequests(AUTH_MESSAGES.tooManyRequests, verdict.retryAfterSeconds, [
            { field: check.field, message: AUTH_MESSAGES.tooManyRequests },
          ]);
        }
      }
      if (!(await passwordMatches(check.passwordHash, check.password))) {
        throw badRequest(check.wrongMessage, [{ field: check.field, message: check.wrongMessage }]);
      }
    },
  };
}

export const passwordChecksPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'passwordChecks',
      createPasswordChecks(app.config.rateLimits.passwordChecks, app.limitCounters),
    );
  },
  { name: 'password-checks', dependencies: ['limit-counters'] },
);
