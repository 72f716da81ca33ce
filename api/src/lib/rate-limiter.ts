// Fixed-window request counters kept in memory, read against the app's clock so that tests can
// move time. Each api process counts on its own: with several replicas the effective limit is
// the per-process limit times the number of replicas (the sign-in lock lives in the database and
// is shared).

export interface RateLimitRule {
  /** Keeps the counters of different rules apart. */
  name: string;
  max: number;
  windowMs: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request for `key` under `rule` and says whether it may go ahead. */
  hit(rule: RateLimitRule, key: string): RateLimitVerdict;
  /** How many counters are held (memory use). */
  size(): number;
}

interface Window {
  count: number;
  endsAt: number;
}

// Past this many live counters, finished windows are swept before a new one is added.
const SWEEP_THRESHOLD = 10_000;

export function createRateLimiter(now: () => Date): RateLimiter {
  const windows = new Map<string, Window>();

  function sweep(at: number) {
    for (const [id, window] of windows) if (window.endsAt <= at) windows.delete(id);
  }

  return {
    hit(rule, key) {
      const at = now().getTime();
      const id = `${rule.name}\u0000${key}`;
      let window = windows.get(id);
      if (!window || window.endsAt <= at) {
        if (windows.size >= SWEEP_THRESHOLD) sweep(at);
        window = { count: 0, endsAt: at + rule.windowMs };
        windows.set(id, window);
      }
      window.count += 1;
      if (window.count <= rule.max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.endsAt - at) / 1000) };
    },
    size: () => windows.size,
  };
}
