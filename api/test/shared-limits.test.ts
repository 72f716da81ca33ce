// Rate limits and the sign-in throttle with several api processes: two apps built with the same
// REDIS_URL and key prefix count together, so the limit + 1st attempt is refused whichever app
// gets it. Without Redis each app counts alone, and a Redis that cannot be reached or does not
// answer leaves each app counting in its own memory rather than failing sign-ins (decision 0081).
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteKeys, keysUnder, testRedis, uniqueKeyPrefix } from '@rent/test-kit/redis';
import type { App } from '../src/app.js';
import { accountsConfig, PASSWORD, seedInvestor, tokenInLink } from './helpers/accounts.js';
import { buildTestApp, testClock, type TestAppOptions } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const redis = await testRedis();
const clock = testClock('2025-07-15T10:00:00Z');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const tooMany = {
  status: false,
  message: 'Too many requests, please try again later.',
  data: null,
  errors: [],
};

const SIGNIN_PER_IP = 10;
const LIMITS = {
  RATE_LIMIT_SIGNIN_PER_IP: String(SIGNIN_PER_IP),
  RATE_LIMIT_MAIL_PER_ACCOUNT: '2',
  RATE_LIMIT_REFRESH_PER_SESSION: '2',
};

// Each test counts from addresses and for accounts of its own: Redis's windows follow Redis's
// clock, not the test's, so nothing is forgotten between tests.
let run = 0;
beforeEach(() => {
  run += 1;
});
const address = (host: number) => `10.${run}.0.${host}`;
const email = (name: string) => `${name}-${run}@example.com`;

function post(app: App, url: string, payload: object, remoteAddress: string) {
  return app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
}

const failSignIn = (app: App, from: string, account = email('someone')) =>
  post(app, '/auth/signin', { email: account, password: 'Wrong-password-1' }, from);

/** Two apps, as two api replicas, on the same database; `env` says where they count. */
async function twoApps(env: Record<string, string>, options: TestAppOptions = {}) {
  const config = await accountsConfig({ ...LIMITS, ...env });
  const build = () => buildTestApp({ database, clock, config, ...options });
  return Promise.all([build(), build()]);
}

describe.skipIf(redis.skip)('two apps counting in one Redis', () => {
  const prefix = uniqueKeyPrefix('shared-limits');
  let first: App;
  let second: App;

  beforeAll(async () => {
    [first, second] = await twoApps({ REDIS_URL: redis.url ?? '', REDIS_KEY_PREFIX: prefix });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (redis.url) await deleteKeys(redis.url, prefix);
  });

  it('refuse the limit + 1st sign-in from one address whichever app gets it, with Retry-After', async () => {
    for (let attempt = 1; attempt <= SIGNIN_PER_IP; attempt += 1) {
      const app = attempt % 2 === 0 ? second : first;
      expect((await failSignIn(app, address(1), email(`a${attempt}`))).statusCode).toBe(401);
    }
    for (const app of [second, first]) {
      const refused = await failSignIn(app, address(1));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(50);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect((await failSignIn(second, address(2))).statusCode).toBe(401);
  });

  it('count the mail asked for one account on both apps together', async () => {
    const target = { email: email('mail') };
    expect((await post(first, '/auth/forget-password', target, address(1))).statusCode).toBe(200);
    expect((await post(second, '/auth/forget-password', target, address(2))).statusCode).toBe(200);
    const refused = await post(first, '/auth/resend-verification', target, address(3));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });

  it('count the refreshes of one session on both apps together', async () => {
    const credentials = { email: email('refresh'), password: PASSWORD };
    await seedInvestor(database.db, { email: credentials.email });
    const signedIn = await post(first, '/auth/token', credentials, address(1));
    expect(signedIn.statusCode).toBe(200);
    let { refreshToken } = signedIn.json().data as { refreshToken: string };
    for (const [index, app] of [second, first].entries()) {
      // From addresses of their own, so that only the session's count is shared.
      const refreshed = await post(
        app,
        '/auth/token/refresh',
        { refreshToken },
        address(10 + index),
      );
      expect(refreshed.statusCode).toBe(200);
      ({ refreshToken } = refreshed.json().data as { refreshToken: string });
    }
    const refused = await post(second, '/auth/token/refresh', { refreshToken }, address(20));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });

  it('make a client that failed five times wait on both apps, until a reset on either', async () => {
    const owner = email('owner');
    await seedInvestor(database.db, { email: owner });
    for (let guess = 1; guess <= 5; guess += 1) {
      const app = guess % 2 === 0 ? second : first;
      expect((await failSignIn(app, address(1), owner)).statusCode).toBe(401);
    }
    for (const app of [first, second]) {
      const held = await post(
        app,
        '/auth/signin',
        { email: owner, password: PASSWORD },
        address(1),
      );
      expect(held.statusCode).toBe(429);
      expect(held.json()).toEqual(tooMany);
      expect(['29', '30']).toContain(held.headers['retry-after']);
    }

    expect(
      (await post(second, '/auth/forget-password', { email: owner }, address(2))).statusCode,
    ).toBe(200);
    const mail = await database.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('recipient', '=', owner)
      .executeTakeFirstOrThrow();
    const reset = await post(
      second,
      '/auth/reset-password',
      { token: tokenInLink(mail.text, '/reset-password'), newPassword: 'Fresh-Start-2025' },
      address(2),
    );
    expect(reset.statusCode).toBe(200);
    const signedIn = await post(
      first,
      '/auth/signin',
      { email: owner, password: 'Fresh-Start-2025' },
      address(1),
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it('keep neither an e-mail address nor a client address in Redis', async () => {
    await failSignIn(first, address(1), email('private'));
    const keys = await keysUnder(redis.url ?? '', prefix);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes('@') || key.includes(`10.${run}.`))).toEqual([]);
  });
});

describe('two apps without Redis', () => {
  let first: App;
  let second: App;

  beforeAll(async () => {
    [first, second] = await twoApps({});
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('count each on its own', async () => {
    for (let attempt = 1; attempt <= SIGNIN_PER_IP; attempt += 1) {
      expect((await failSignIn(first, address(1), email(`a${attempt}`))).statusCode).toBe(401);
    }
    expect((await failSignIn(first, address(1))).statusCode).toBe(429);
    expect((await failSignIn(second, address(1))).statusCode).toBe(401);
  });
});

describe('an app whose Redis cannot be used', () => {
  const servers: Server[] = [];
  const sockets: Socket[] = [];

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A port that answers nothing at all (`silent`), or refuses connections. */
  async function redisThatFails(silent: boolean): Promise<string> {
    const server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    if (silent) servers.push(server);
    else await new Promise((resolve) => server.close(resolve));
    return `redis://127.0.0.1:${port}`;
  }

  it.each([
    ['refuses connections', false],
    ['never answers', true],
  ])(
    'when it %s, still answers sign-ins and limits them in memory, and warns once',
    async (_case, silent) => {
      const lines: string[] = [];
      const app = await buildTestApp({
        database,
        clock,
        config: await accountsConfig({
          ...LIMITS,
          REDIS_URL: await redisThatFails(silent),
          LOG_LEVEL: 'warn',
        }),
        logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      });
      try {
        for (let attempt = 1; attempt <= SIGNIN_PER_IP; attempt += 1) {
          expect((await failSignIn(app, address(1), email(`a${attempt}`))).statusCode).toBe(401);
        }
        const refused = await failSignIn(app, address(1));
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe('60');
      } finally {
        await app.close();
      }
      const warnings = lines.map((line) => JSON.parse(line) as { msg: string });
      expect(warnings.filter(({ msg }) => msg.startsWith('Redis cannot be reached'))).toHaveLength(
        1,
      );
    },
  );
});
