// Waiting for the product to get somewhere on a shared, busy machine: poll with a generous
// deadline and never assert how long it took.
import { setTimeout as sleep } from 'node:timers/promises';

export interface EventuallyOptions {
  /** What is awaited, for the failure message. */
  what: string;
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Calls `probe` until it returns something other than undefined, and returns that. A probe that
 * throws counts as "not yet"; the last error is part of the failure when the deadline passes.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  { what, timeoutMs = 60_000, intervalMs = 200 }: EventuallyOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms${cause}`);
    }
    await sleep(intervalMs);
  }
}
