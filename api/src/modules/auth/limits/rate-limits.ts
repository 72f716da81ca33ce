// Limits on the endpoints that guess, send or rotate: per client address (before the body is
// read), per account (the e-mail in the body: from anywhere for mail, from one client address for
// sign-in, so that a stranger's attempts never use up the owner's) and per session for refreshes.
// Failed sign-ins are slowed by the sign-in throttle. A refused request gets 429 with Retry-After.
// The counts are in the app's counter store: shared by every api replica with Redis (decision 0081).
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../../../config.js';
import type { CounterStore } from '../../../lib/counter-store.js';
import { tooManyRequests } from '../../../lib/errors.js';
import { createRateLimiter, type RateLimitRule } from '../../../lib/rate-limiter.js';
import { normaliseEmail } from '../account-rules.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { createSigninThrottle, type SigninThrottle } from './signin-throttle.js';

export type RateLimitHook = (request: FastifyRequest) => Promise<void>;

export type IpLimitedAction =
  'signin' | 'signup' | 'forgotPassword' | 'resendVerification' | 'resetPassword' | 'refresh';
export type AccountLimitedAction = 'signin' | 'accountMail';

export interface AuthRateLimits {
  /** An onRequest hook counting the client's address. */
  perIp(action: IpLimitedAction): RateLimitHook;
  /** A preHandler hook counting the e-mail address in the body. */
  perAccount(action: AccountLimitedAction): RateLimitHook;
  /** Counts one refresh of a session family; throws 429 past the limit. */
  perSession(familyId: string): Promise<void>;
  signinThrottle: SigninThrottle;
}

export function authRateLimits(limits: RateLimits, store: CounterStore): AuthRateLimits {
  const limiter = createRateLimiter(store);
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
    refresh: rule('ip:refresh', limits.refreshPerIp),
  };
  const accountRules: Record<AccountLimitedAction, RateLimitRule> = {
    signin: rule('account-client:signin', limits.signinPerAccount),
    accountMail: rule('account:mail', limits.mailPerAccount),
  };

  async function enforce(limitRule: RateLimitRule, key: string) {
    const verdict = await limiter.hit(limitRule, key);
    if (!verdict.allowed) {
      throw tooManyRequests(AUTH_MESSAGES.tooManyRequests, verdict.retryAfterSeconds);
    }
  }

  const sessionRule = rule('session:refresh', limits.refreshPerSession);
  // Sign-in is counted per account and client: attempts from elsewhere never refuse the owner.
  const accountKey = (action: AccountLimitedAction, email: string, request: FastifyRequest) =>
    action === 'signin' ? `${email}\u0000${request.ip}` : email;

  return {
    perIp: (action) => async (request) => enforce(ipRules[action], request.ip),
    perAccount: (action) => async (request) => {
      const email = emailIn(request.body);
      if (email) await enforce(accountRules[action], accountKey(action, email, request));
    },
    perSession: (familyId) => enforce(sessionRule, familyId),
    signinThrottle: createSigninThrottle(store, limits.signinFailuresPerAccount),
  };
}

function emailIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' ? normaliseEmail(body.email) || undefined : undefined;
}
