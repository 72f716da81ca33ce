// Counters in Redis that survive Redis going away: while it cannot be reached (or does not answer
// in time), each api process counts in its own memory, as before limits were shared, and says so
// once in its log; the first answer from Redis makes the limits shared again (decision 0081).
// Counts made in memory meanwhile are not carried over; what is deleted goes from both.
import type { CounterStore } from './counter-store.js';

export interface StoreHealth {
  /** The shared store failed; logged once until it answers again. */
  failed(error: unknown): void;
  answered(): void;
}

export function withFallback(
  shared: CounterStore,
  local: CounterStore,
  health: StoreHealth,
): CounterStore {
  function attempt<Args extends unknown[], Result>(
    call: (store: CounterStore, ...args: Args) => Promise<Result>,
  ) {
    return async (...args: Args): Promise<Result> => {
      try {
        const result = await call(shared, ...args);
        health.answered();
        return result;
      } catch (error) {
        health.failed(error);
        return call(local, ...args);
      }
    };
  }

  // A deletion reaches both stores, so that counts made during an outage do not come back at the
  // next one.
  function everywhere<Args extends unknown[]>(
    call: (store: CounterStore, ...args: Args) => Promise<void>,
  ) {
    const shared = attempt(call);
    return async (...args: Args): Promise<void> => {
      await call(local, ...args);
      await shared(...args);
    };
  }

  return {
    increment: attempt((store, id: string, windowMs: number) => store.increment(id, windowMs)),
    read: attempt((store, ids: readonly string[]) => store.read(ids)),
    runFor: attempt((store, id: string, ms: number) => store.runFor(id, ms)),
    delete: everywhere((store, ids: readonly string[]) => store.delete(ids)),
    deleteStartingWith: everywhere((store, prefix: string) => store.deleteStartingWith(prefix)),
  };
}

/** Tells the log when the shared store stops answering and when it answers again, once each. */
export function storeHealth(log: {
  warn(details: object, message: string): void;
  info(message: string): void;
}): StoreHealth {
  let down = false;
  return {
    failed(error) {
      if (down) return;
      down = true;
      log.warn(
        { err: error },
        'Redis cannot be reached: rate limits are counted in this process until it answers',
      );
    },
    answered() {
      if (!down) return;
      down = false;
      log.info('Redis answers again: rate limits are shared again');
    },
  };
}
