// Counters in Redis, shared by every api process that names the same server and key prefix. Each
// change is one Lua script, so a count and its expiry are set together (no counter is ever left
// without an end), and Redis's expiry ends the windows: their time is Redis's, not the app's.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Counter, CounterStore } from './counter-store.js';

// INCR, and an expiry for a counter that has none (a new one); the count and the time left.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

// For each key: its count and time left, or 0 and -2 when it is not running.
const READ = `
local answers = {}
for index, key in ipairs(KEYS) do
  local count = redis.call('GET', key)
  answers[2 * index - 1] = tonumber(count) or 0
  answers[2 * index] = count and redis.call('PTTL', key) or -2
end
return answers`;

const RUN_FOR = `
if redis.call('PEXPIRE', KEYS[1], ARGV[1]) == 0 then
  redis.call('SET', KEYS[1], 1, 'PX', ARGV[1])
end
return 1`;

/** How a script is run: by its digest, sent in full once when Redis does not know it yet. */
interface Script {
  source: string;
  sha: string;
}

const script = (source: string): Script => ({
  source,
  sha: createHash('sha1').update(source).digest('hex'),
});

const SCRIPTS = { increment: script(INCREMENT), read: script(READ), runFor: script(RUN_FOR) };

// Redis's glob patterns (SCAN MATCH) treat these characters as special.
const escapeGlob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

export function createRedisCounterStore(redis: Redis, keyPrefix: string): CounterStore {
  const keyOf = (id: string) => `${keyPrefix}${id}`;

  async function run(
    { source, sha }: Script,
    keys: readonly string[],
    args: (string | number)[] = [],
  ): Promise<unknown> {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  }

  return {
    async increment(id, windowMs) {
      const [count, msLeft] = numbers(await run(SCRIPTS.increment, [keyOf(id)], [windowMs]));
      return { count: count ?? 1, msLeft: msLeft ?? windowMs };
    },
    async read(ids) {
      if (ids.length === 0) return [];
      const answers = numbers(await run(SCRIPTS.read, ids.map(keyOf)));
      return ids.map((_, index): Counter | undefined => {
        const count = answers[2 * index] ?? 0;
        const msLeft = answers[2 * index + 1] ?? -2;
        // -1: a key without an expiry, which these scripts never leave; treated as not running.
        return count > 0 && msLeft > 0 ? { count, msLeft } : undefined;
      });
    },
    async runFor(id, ms) {
      if (ms <= 0) await redis.del(keyOf(id));
      else await run(SCRIPTS.runFor, [keyOf(id)], [Math.ceil(ms)]);
    },
    async delete(ids) {
      if (ids.length > 0) await redis.del(...ids.map(keyOf));
    },
    async deleteStartingWith(prefix) {
      const match = `${escapeGlob(keyOf(prefix))}*`;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
        if (keys.length > 0) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
  };
}

function numbers(reply: unknown): number[] {
  return Array.isArray(reply) ? reply.map(Number) : [];
}
