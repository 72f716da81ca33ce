// One contract, two stores: the memory store on a clock the test moves, and the Redis store on the
// real server (its own key prefix per run), where time passes for real and Redis ends the counters.
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, keysUnder, testRedis, uniqueKeyPrefix } from '@rent/test-kit/redis';
import { createMemoryCounterStore, type CounterStore } from './counter-store.js';
import { createRedisCounterStore } from './redis-counter-store.js';

const redisServer = await testRedis();

interface StoreUnderTest {
  store: CounterStore;
  /** Lets `ms` pass for the store. */
  pass(ms: number): Promise<void>;
}

function memoryStore(): StoreUnderTest {
  let now = Date.parse('2025-07-01T00:00:00Z');
  return {
    store: createMemoryCounterStore(() => new Date(now)),
    pass: async (ms) => {
      now += ms;
    },
  };
}

const redisClients: Redis[] = [];
const prefix = uniqueKeyPrefix('counter-store');

function redisStore(): StoreUnderTest {
  const redis = new Redis(redisServer.url ?? '');
  redisClients.push(redis);
  return { store: createRedisCounterStore(redis, prefix), pass: (ms) => sleep(ms) };
}

afterAll(async () => {
  if (redisServer.url) await deleteKeys(redisServer.url, prefix);
  await Promise.all(redisClients.map((redis) => redis.quit()));
});

// Windows long enough for a busy machine to make its calls, short enough to wait out for real.
const WINDOW_MS = 400;
let next = 0;
const fresh = (name: string) => `${name}:${(next += 1)}`;

describe.each([
  ['in memory', memoryStore, undefined],
  ['in Redis', redisStore, redisServer.skip],
])('counters %s', (_name, make, skip) => {
  let subject: StoreUnderTest;
  beforeAll(() => {
    if (!skip) subject = make();
  });

  it.skipIf(skip)('start at one, count up and keep the end of their window', async () => {
    const id = fresh('count');
    const first = await subject.store.increment(id, WINDOW_MS);
    expect(first.count).toBe(1);
    expect(first.msLeft).toBeGreaterThan(WINDOW_MS - 100);
    expect(first.msLeft).toBeLessThanOrEqual(WINDOW_MS);
    await subject.pass(100);
    const second = await subject.store.increment(id, WINDOW_MS);
    expect(second.count).toBe(2);
    expect(second.msLeft).toBeLessThanOrEqual(WINDOW_MS - 100);
  });

  it.skipIf(skip)('end when their window does, and start again at one', async () => {
    const id = fresh('ends');
    await subject.store.increment(id, WINDOW_MS);
    await subject.store.increment(id, WINDOW_MS);
    await subject.pass(WINDOW_MS + 50);
    expect(await subject.store.read([id])).toEqual([undefined]);
    expect((await subject.store.increment(id, WINDOW_MS)).count).toBe(1);
  });

  it.skipIf(skip)('are read together, the missing ones as undefined', async () => {
    const [a, b] = [fresh('read'), fresh('read')];
    await subject.store.increment(a, 60_000);
    await subject.store.increment(a, 60_000);
    const [readA, readB] = await subject.store.read([a, b]);
    expect(readA?.count).toBe(2);
    expect(readA?.msLeft).toBeGreaterThan(59_000);
    expect(readB).toBeUndefined();
  });

  it.skipIf(skip)('run for a new time with their count, or start at one', async () => {
    const [running, absent] = [fresh('run-for'), fresh('run-for')];
    await subject.store.increment(running, 60_000);
    await subject.store.increment(running, 60_000);
    await subject.store.runFor(running, WINDOW_MS);
    await subject.store.runFor(absent, 60_000);
    const [kept, started] = await subject.store.read([running, absent]);
    expect(kept?.count).toBe(2);
    expect(kept?.msLeft).toBeLessThanOrEqual(WINDOW_MS);
    expect(started?.count).toBe(1);
    await subject.pass(WINDOW_MS + 50);
    const [ended, stillRunning] = await subject.store.read([running, absent]);
    expect(ended).toBeUndefined();
    expect(stillRunning?.count).toBe(1);
  });

  it.skipIf(skip)('are deleted by id, or by the start of their id taken literally', async () => {
    const n = (next += 1);
    // As a pattern, the group's start would also match the neighbour's ids.
    const group = `account[${n}]*?:`;
    const ids = [`${group}one`, `${group}two`, `account${n}zz:one`, `single:${n}`, `kept:${n}`];
    for (const id of ids) await subject.store.increment(id, 60_000);
    await subject.store.deleteStartingWith(group);
    await subject.store.delete([`single:${n}`]);
    const left = await subject.store.read(ids);
    expect(left.map((counter) => counter?.count)).toEqual([undefined, undefined, 1, undefined, 1]);
  });
});

describe.skipIf(redisServer.skip)('counters in Redis', () => {
  it('are shared by stores on one server and prefix, and apart under another prefix', async () => {
    const [one, two] = [redisStore().store, redisStore().store];
    const elsewhere = uniqueKeyPrefix('counter-store-elsewhere');
    const apart = createRedisCounterStore(redisClients[0] as Redis, elsewhere);
    try {
      const id = fresh('shared');
      await one.increment(id, 60_000);
      await two.increment(id, 60_000);
      expect((await one.increment(id, 60_000)).count).toBe(3);
      expect((await apart.increment(id, 60_000)).count).toBe(1);
    } finally {
      await deleteKeys(redisServer.url ?? '', elsewhere);
    }
  });

  it('leave no key without an expiry, and none after their window', async () => {
    const redis = redisClients[0] as Redis;
    const store = createRedisCounterStore(redis, prefix);
    const [counted, held] = [fresh('expiry'), fresh('expiry')];
    await Promise.all(Array.from({ length: 20 }, () => store.increment(counted, WINDOW_MS)));
    await store.runFor(held, WINDOW_MS);
    for (const id of [counted, held]) {
      const ttl = await redis.pttl(`${prefix}${id}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
    }
    expect(Number(await redis.get(`${prefix}${counted}`))).toBe(20);
    await sleep(WINDOW_MS + 50);
    const left = await keysUnder(redisServer.url ?? '', `${prefix}${counted.split(':')[0]}`);
    expect(left).toEqual([]);
  });
});
