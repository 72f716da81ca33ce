// Rate limits, the Redis server every api replica counts them in (decisions 0029, 0081), and the
// password hashing allowed at once (decision 0057).
import { Type, type Static } from 'typebox';
import { urlOf } from '@rent/server-kit';
import type { WorkLimits } from '../lib/work-limiter.js';

const perWindow = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, default: fallback, description });

export const LimitSettings = Type.Object({
  REDIS_URL: Type.Optional(
    Type.String({
      ...urlOf(['redis', 'rediss']),
      secret: true,
      documentedDefault: 'unset → each process counts in its own memory',
      description:
        'Redis server (credentials in the URL) where the rate limits, current-password checks and failed sign-ins are counted, shared by every api replica that names it. While Redis cannot be reached or takes over 500 ms to answer, each process counts in its own memory and logs one warning ([decision 0081](decisions/0081-rate-limits-shared-through-redis.md))',
    }),
  ),
  REDIS_KEY_PREFIX: Type.String({
    pattern: '^[\\x21-\\x7e]{1,64}$',
    rule: 'must be 1 to 64 visible characters without spaces',
    default: 'rent:',
    description:
      'starts every key api writes to Redis, so that several sites or test runs can share one server',
  }),
  RATE_LIMIT_WINDOW_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 86_400,
    default: 60,
    description: 'length of every rate-limit window',
  }),
  RATE_LIMIT_SIGNIN_PER_IP: perWindow(
    10,
    'sign-in attempts (`/auth/signin` and `/auth/token` together) per client address per window',
  ),
  RATE_LIMIT_AUTH_PER_IP: perWindow(
    5,
    'requests per client address per window to each of `/auth/signup`, `/auth/forget-password`, `/auth/resend-verification`, `/auth/reset-password`',
  ),
  RATE_LIMIT_SIGNIN_PER_ACCOUNT: perWindow(
    5,
    'sign-in attempts naming one e-mail address from one client address per window',
  ),
  RATE_LIMIT_MAIL_PER_ACCOUNT: perWindow(
    3,
    'sign-ups, reset and verification mails asked for one e-mail address per window, from anywhere',
  ),
  RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 86_400,
    default: 3600,
    description: 'window of the current-password checks (password change, wallet replacement)',
  }),
  RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT: perWindow(
    5,
    'current-password checks for one account per window, right or wrong, whichever session and address they come from ([decision 0015](decisions/0015-password-confirmed-changes.md))',
  ),
  RATE_LIMIT_PASSWORD_CHECK_PER_IP: perWindow(
    20,
    'current-password checks from one client address per window, whichever accounts they are for',
  ),
  PASSWORD_HASH_CONCURRENCY: Type.Integer({
    minimum: 1,
    maximum: 64,
    default: 2,
    description: 'argon2 password hashes and checks running at once in the process',
  }),
  PASSWORD_HASH_QUEUE: Type.Integer({
    minimum: 0,
    maximum: 10_000,
    default: 32,
    description:
      'password hashes and checks waiting beyond those; more are answered 503 with `Retry-After`',
  }),
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: perWindow(
    20,
    'failed sign-ins naming one e-mail address, from all clients, within 15 minutes, past which a client that has failed on it waits (a client that has not failed is still checked)',
  ),
  RATE_LIMIT_REFRESH_PER_IP: perWindow(
    60,
    'session refreshes (cookie or token) per client address per window',
  ),
  RATE_LIMIT_REFRESH_PER_SESSION: perWindow(
    6,
    'refreshes of one session (one sign-in’s family of refresh tokens) per window, from anywhere',
  ),
});

export function limitsConfig(env: Static<typeof LimitSettings>) {
  const passwordWork: WorkLimits = {
    concurrency: env.PASSWORD_HASH_CONCURRENCY,
    queue: env.PASSWORD_HASH_QUEUE,
  };
  return {
    /** Password hashes and verifies running at once in the process, and waiting beyond those. */
    passwordWork,
    /** Where the rate limits and the sign-in throttle count: Redis, or this process's memory. */
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    /** Requests allowed per window; every counter starts again when its window ends. */
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
      signinPerIp: env.RATE_LIMIT_SIGNIN_PER_IP,
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      signinPerAccount: env.RATE_LIMIT_SIGNIN_PER_ACCOUNT,
      mailPerAccount: env.RATE_LIMIT_MAIL_PER_ACCOUNT,
      signinFailuresPerAccount: env.RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT,
      refreshPerIp: env.RATE_LIMIT_REFRESH_PER_IP,
      refreshPerSession: env.RATE_LIMIT_REFRESH_PER_SESSION,
      /** Checks of a signed-in investor's current password (password change, wallet change). */
      passwordChecks: {
        windowMs: env.RATE_LIMIT_PASSWORD_CHECK_WINDOW_SECONDS * 1000,
        perAccount: env.RATE_LIMIT_PASSWORD_CHECK_PER_ACCOUNT,
        perIp: env.RATE_LIMIT_PASSWORD_CHECK_PER_IP,
      },
    },
  };
}

type Limits = ReturnType<typeof limitsConfig>;
/** The Redis server whose counters every api replica shares (decision 0081). */
export type RedisConfig = NonNullable<Limits['redis']>;
export type RateLimits = Limits['rateLimits'];
/** Current-password checks allowed per window of their own, counted before each check. */
export type PasswordCheckLimits = RateLimits['passwordChecks'];
