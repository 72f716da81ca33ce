// Limits on the endpoints that guess or send: per client address (before the body is read) and
// per account (the e-mail in the body, wherever the requests come from). A refused request gets
// 429 with Retry-After.
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../../config.js';
import { tooManyRequests } from '../../lib/errors.js';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limiter.js';
import { normaliseEmail } from './account-rules.js';
import { AUTH_MESSAGES } from './auth.messages.js';

export type RateLimitHook = (request: FastifyRequest) => Promise<void>;

export type IpLimitedAction =
  'signin' | 'signup' | 'forgotPassword' | 'resendVerification' | 'resetPassword';
export type AccountLimitedAction = 'signin' | 'accountMail';

export interface AuthRateLimits {
  /** An onRequest hook counting the client's address. */
  perIp(action: IpLimitedAction): RateLimitHook;
  /** A preHandler hook counting the e-mail address in the body. */
  perAccount(action: AccountLimitedAction): RateLimitHook;
}

export function authRateLimits(limits: RateLimits, now: () => Date): AuthRateLimits {
  const limiter = createRateLimiter(now);
  const rule = (name: string, max: number): RateLimitRule => ({
    name,
    max,
    windowMs: limits.windowMs,
  });
  const ipRules: Record<IpLimitedAction, RateLimitRule> = {
    signin: rule('ip:signin', limits.signinPerIp),
    signup: rule('ip:signup', limits.authPerIp),
    forgotPassword: rule('ip:forgot-password', limits.authPerIp),
    resendVerification: rule('ip:resend-verification', limits.authPerIp),
    resetPassword: rule('ip:reset-password', limits.authPerIp),
  };
  const accountRules: Record<AccountLimitedAction, RateLimitRule> = {
    signin: rule('account:signin', limits.signinPerAccount),
    accountMail: rule('account:mail', limits.mailPerAccount),
  };

  function enforce(limitRule: RateLimitRule, key: string) {
    const verdict = limiter.hit(limitRule, key);
    if (!verdict.allowed) {
      throw tooManyRequests(AUTH_MESSAGES.tooManyRequests, verdict.retryAfterSeconds);
    }
  }

  return {
    perIp: (action) => async (request) => enforce(ipRules[action], request.ip),
    perAccount: (action) => async (request) => {
      const email = emailIn(request.body);
      if (email) enforce(accountRules[action], email);
    },
  };
}

function emailIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? normaliseEmail(body.email) || undefined : undefined;
}
