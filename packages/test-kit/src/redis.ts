// The Redis server the suites share (TEST_REDIS_URL, by default the local one at 127.0.0.1:6379).
// Each run writes under a key prefix of its own and deletes its keys afterwards, so that runs side
// by side never meet. An unreachable server skips the tests that need it, saying why, except in CI
// (CI=true), where it is a failure.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type TestRedis = { url: string; skip?: undefined } | { url?: undefined; skip: string };

/** The server to test against, or why its tests are skipped; throws in CI when it cannot be used. */
export async function testRedis(): Promise<TestRedis> {
  const problem = await unreachable(TEST_REDIS_URL);
  if (!problem) return { url: TEST_REDIS_URL };
  const reason = `Redis at ${TEST_REDIS_URL} cannot be reached (${problem}): start redis-server or set TEST_REDIS_URL`;
  if (process.env.CI === 'true') throw new Error(reason);
  console.warn(`skipping the tests that need Redis: ${reason}`);
  return { skip: reason };
}

/** `rent-test:<name>:<random>:`, a prefix no other run uses. */
export function uniqueKeyPrefix(name: string): string {
  return `rent-test:${name}:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key that starts with `prefix`, which must be one `uniqueKeyPrefix` made. */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  if (!/^rent-test:[\w-]+:[0-9a-f]{12}:$/.test(prefix)) {
    throw new Error(`refusing to delete keys under ${prefix}`);
  }
  await withRedis(url, async (redis) => {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  });
}

/** The keys under `prefix` (what a test left in Redis). */
export async function keysUnder(url: string, prefix: string): Promise<string[]> {
  return withRedis(url, (redis) => redis.keys(`${prefix}*`));
}

async function unreachable(url: string): Promise<string | undefined> {
  try {
    await withRedis(url, (redis) => redis.ping());
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function withRedis<T>(url: string, use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2_000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}
