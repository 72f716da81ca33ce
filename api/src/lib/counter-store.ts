// Where the rate limits and the sign-in throttle keep their counts: counters that live for a while
// and then are gone. In memory, read against the app's clock so that tests can move time; or in
// Redis (redis-counter-store.ts), where every api replica sees the same counts and Redis's own
// expiry ends them (decision 0081).

/** A running counter: how often it was counted, and how long it still runs. */
export interface Counter {
  count: number;
  msLeft: number;
}

export interface CounterStore {
  /**
   * Counts one for `id`. A counter that is not running starts at one and runs `windowMs`; a
   * running one keeps its end.
   */
  increment(id: string, windowMs: number): Promise<Counter>;
  /** The counters of `ids` that are running, in the same order (undefined for the others). */
  read(ids: readonly string[]): Promise<(Counter | undefined)[]>;
  /** Makes `id` run `ms` from now, keeping its count; one that is not running starts at one. */
  runFor(id: string, ms: number): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
  /** Deletes every counter whose id starts with `prefix`. */
  deleteStartingWith(prefix: string): Promise<void>;
}

interface Entry {
  count: number;
  endsAt: number;
}

// Past this many counters, finished ones are swept before a new one is added; past the hard cap,
// the oldest go (a flood of fresh keys must not take the process's memory).
const SWEEP_THRESHOLD = 10_000;
const HARD_CAP = 200_000;

export interface MemoryCounterStore extends CounterStore {
  /** How many counters are held (memory use). */
  size(): number;
}

export function createMemoryCounterStore(now: () => Date): MemoryCounterStore {
  const entries = new Map<string, Entry>();

  function running(id: string, at: number): Entry | undefined {
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (entry.endsAt > at) return entry;
    entries.delete(id);
    return undefined;
  }

  function makeRoom(at: number) {
    if (entries.size < SWEEP_THRESHOLD) return;
    for (const [id, entry] of entries) if (entry.endsAt <= at) entries.delete(id);
    // A Map keeps insertion order: the oldest go first.
    for (const id of entries.keys()) {
      if (entries.size < HARD_CAP) break;
      entries.delete(id);
    }
  }

  function start(id: string, at: number, ms: number): Entry {
    makeRoom(at);
    const entry = { count: 1, endsAt: at + ms };
    entries.set(id, entry);
    return entry;
  }

  const counter = (entry: Entry, at: number): Counter => ({
    count: entry.count,
    msLeft: entry.endsAt - at,
  });

  return {
    async increment(id, windowMs) {
      const at = now().getTime();
      const entry = running(id, at);
      if (!entry) return counter(start(id, at, windowMs), at);
      entry.count += 1;
      return counter(entry, at);
    },
    async read(ids) {
      const at = now().getTime();
      return ids.map((id) => {
        const entry = running(id, at);
        return entry && counter(entry, at);
      });
    },
    async runFor(id, ms) {
      const at = now().getTime();
      const entry = running(id, at);
      if (entry) entry.endsAt = at + ms;
      else start(id, at, ms);
    },
    async delete(ids) {
      for (const id of ids) entries.delete(id);
    },
    async deleteStartingWith(prefix) {
      for (const id of entries.keys()) if (id.startsWith(prefix)) entries.delete(id);
    },
    size: () => entries.size,
  };
}
