// Slowing down password guessing without letting a stranger lock the owner out. Failed sign-ins
// are counted per account and client address: after a few in a row that client waits, longer after
// each further failure (signin-lock.ts), while every other client keeps its own count. Failures
// naming one account from all clients together only matter past a ceiling: then a client that has
// already failed on the account waits until the account's count starts again, and a client that
// has not failed still gets its check, so the owner with the right password is never refused for
// what others did. The counts are keyed by the e-mail as typed (normalised), registered or not, so
// they answer alike for every address. A completed password reset forgets the account's counts.
// Kept in the app's counter store with the rate limits: in Redis, shared by every api replica,
// when REDIS_URL is set (decision 0081).
import type { CounterStore } from '../../../lib/counter-store.js';
import { tooManyRequests } from '../../../lib/errors.js';
import { digestOf } from '../../../lib/rate-limiter.js';
import { AUTH_MESSAGES } from '../auth.messages.js';
import { signinLockMs } from './signin-lock.js';

/** How long a client's failures are remembered once it may try again; the account's count's window. */
export const FAILURE_MEMORY_MS = 15 * 60_000;

export interface SigninThrottle {
  /** Refuses with 429 and Retry-After when this client must wait before trying this account. */
  admit(email: string, client: string): Promise<void>;
  failed(email: string, client: string): Promise<void>;
  succeeded(email: string, client: string): Promise<void>;
  /** Forgets every failure naming the account (after a completed password reset). */
  forgetAccount(email: string): Promise<void>;
}

// Three counters per account and client: the client's failures in a row (forgotten
// FAILURE_MEMORY_MS after its wait ends), the client's wait, and the account's failures from every
// client (a fixed window of FAILURE_MEMORY_MS). All of an account's ids share one prefix.
const accountPrefix = (email: string) => `signin:${digestOf(email)}:`;

function idsOf(email: string, client: string) {
  const account = accountPrefix(email);
  const pair = digestOf(client);
  return {
    failures: `${account}failures:${pair}`,
    wait: `${account}wait:${pair}`,
    account: `${account}all`,
  };
}

export function createSigninThrottle(
  store: CounterStore,
  /** Failures naming one account, from every client, before failed clients must wait. */
  accountCeiling: number,
): SigninThrottle {
  return {
    async admit(email, client) {
      const ids = idsOf(email, client);
      const [failures, wait, account] = await store.read([ids.failures, ids.wait, ids.account]);
      if (!failures) return;
      if (wait) throw refusal(wait.msLeft);
      if (account && account.count >= accountCeiling) throw refusal(account.msLeft);
    },
    async failed(email, client) {
      const ids = idsOf(email, client);
      const [{ count }] = await Promise.all([
        store.increment(ids.failures, FAILURE_MEMORY_MS),
        store.increment(ids.account, FAILURE_MEMORY_MS),
      ]);
      const waitMs = signinLockMs(count);
      await Promise.all([
        store.runFor(ids.failures, waitMs + FAILURE_MEMORY_MS),
        waitMs > 0 ? store.runFor(ids.wait, waitMs) : store.delete([ids.wait]),
      ]);
    },
    async succeeded(email, client) {
      const ids = idsOf(email, client);
      await store.delete([ids.failures, ids.wait]);
    },
    async forgetAccount(email) {
      await store.deleteStartingWith(accountPrefix(email));
    },
  };
}

function refusal(waitMs: number) {
  return tooManyRequests(AUTH_MESSAGES.tooManyRequests, waitMs / 1000);
}
