// Fixed-window request counters over the app's counter store: in memory for one api process, or
// in Redis, shared by every replica (decision 0081). Keys are digested, so neither an e-mail
// address nor a client address is written to a store as it is.
import { createHash } from 'node:crypto';
import type { CounterStore } from './counter-store.js';

export interface RateLimitRule {
  /** Keeps the counters of different rules apart. */
  name: string;
  max: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key` under `rule` and says whether it may go ahead. */
  hit(rule: RateLimitRule, key: string): Promise<RateLimitVerdict>;
}

/** A fixed-length stand-in for a key (an e-mail, an address) in the ids of counters. */
export function digestOf(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}

export function createRateLimiter(store: CounterStore): RateLimiter {
  return {
    async hit(rule, key) {
      const { count, msLeft } = await store.increment(
        `limit:${rule.name}:${digestOf(key)}`,
        rule.windowMs,
      );
      if (count <= rule.max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
    },
  };
}
