// The one counter store of the app, `app.limitCounters`, that the rate limits, the password checks
// and the sign-in throttle count in: Redis when REDIS_URL is set, so that every api replica naming
// the same server and key prefix shares the counts; otherwise this process's memory, read against
// the app's clock. Without an answer from Redis each process counts on its own meanwhile
// (decision 0081).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../config.js';
import { createMemoryCounterStore, type CounterStore } from '../lib/counter-store.js';
import { storeHealth, withFallback } from '../lib/fallback-counter-store.js';
import { createRedisCounterStore } from '../lib/redis-counter-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    limitCounters: CounterStore;
  }
}

/** A sign-in waits at most this long for one answer from Redis before counting in memory. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for the first connection to Redis; past it api starts all the same. */
const REDIS_CONNECT_WAIT_MS = 3_000;

export const limitCountersPlugin = fp(
  async (app: FastifyInstance) => {
    const memory = createMemoryCounterStore(app.now);
    const { redis: config } = app.config;
    if (!config) {
      app.decorate('limitCounters', memory);
      return;
    }
    const log = app.log.child({ module: 'limit-counters' });
    const health = storeHealth(log);
    const redis = redisClient(config);
    // Without a listener ioredis writes each failed attempt to reconnect to the console.
    redis.on('error', (error: unknown) => health.failed(error));
    app.decorate(
      'limitCounters',
      withFallback(createRedisCounterStore(redis, config.keyPrefix), memory, health),
    );
    app.addHook('onReady', async () => {
      if (await connected(redis)) log.info('rate limits are counted in Redis');
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'limit-counters', dependencies: ['context'] },
);

function redisClient(config: RedisConfig): Redis {
  return new Redis(config.url, {
    // Connects when the app is ready; a command without a connection fails at once rather than
    // waiting in a queue, and counts in memory instead.
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_WAIT_MS,
  });
}

async function connected(redis: Redis): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_CONNECT_WAIT_MS);
  });
  try {
    return await Promise.race([
      redis.connect().then(
        () => true,
        () => false,
      ),
      gaveUp,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
