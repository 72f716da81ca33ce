// Refreshing sessions is limited per session and per client, and refresh-token rows that can no
// longer open a session are purged after a retention during which a replayed token still revokes
// its family.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import {
  createSessionPurgeWorker,
  purgeSessions,
} from '../src/modules/auth/sessions/session-purge.js';
import { hashToken } from '../src/modules/auth/tokens/tokens.js';
import { accountsConfig, PASSWORD, seedInvestor } from './helpers/accounts.js';
import { browserFor } from './helpers/browser.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const DAY_MS = 24 * 60 * 60_000;
const clock = testClock('2025-07-15T10:00:00Z');
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_REFRESH_PER_SESSION: '3',
      RATE_LIMIT_REFRESH_PER_IP: '5',
    }),
  });
});

beforeEach(async () => {
  // A window of its own for every test.
  clock.advance(DAY_MS);
  await database.reset();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const tooMany = {
  status: false,
  message: 'Too many requests, please try again later.',
  data: null,
  errors: [],
};

async function tokensFor(email: string, remoteAddress = '10.4.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    payload: { email, password: PASSWORD },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { accessToken: string; refreshToken: string };
}

function tokenRefresh(refreshToken: string, remoteAddress = '10.4.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/token/refresh',
    payload: { refreshToken },
    remoteAddress,
  });
}

describe('refreshing a session', () => {
  it('answers a flood of cookie refreshes with 429 and Retry-After, and keeps the session', async () => {
    await seedInvestor(database.db, { email: 'ravi@example.com' });
    const browser = browserFor(app);
    const signIn = await browser.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'ravi@example.com', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const refresh = () => browser.request({ method: 'POST', url: '/api/v1/auth/refresh' });
    for (let rotation = 1; rotation <= 3; rotation += 1) {
      expect((await refresh()).statusCode).toBe(200);
    }
    clock.advance(15_000);
    const refused = await refresh();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(refused.headers['retry-after']).toBe('45');
    // The refused refresh changed nothing: the cookies still hold a usable token.
    expect(browser.cookies.has('rent_refresh')).toBe(true);
    clock.advance(45_000);
    expect((await refresh()).statusCode).toBe(200);
  });

  it('limits refreshes of one session however many addresses send them', async () => {
    await seedInvestor(database.db, { email: 'ravi@example.com' });
    let { refreshToken } = await tokensFor('ravi@example.com');
    for (let rotation = 1; rotation <= 3; rotation += 1) {
      const rotated = await tokenRefresh(refreshToken, `10.5.0.${rotation}`);
      expect(rotated.statusCode).toBe(200);
      refreshToken = rotated.json().data.refreshToken;
    }
    const refused = await tokenRefresh(refreshToken, '10.5.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(refused.headers['retry-after']).toBe('60');
  });

  it('limits refreshes from one address across sessions', async () => {
    const sessions = [];
    for (const name of ['a', 'b']) {
      await seedInvestor(database.db, { email: `${name}@example.com` });
      sessions.push(await tokensFor(`${name}@example.com`));
    }
    const tokens = sessions.map((session) => session.refreshToken);
    for (let refresh = 0; refresh < 5; refresh += 1) {
      const index = refresh % 2;
      const rotated = await tokenRefresh(tokens[index] ?? '', '10.6.0.1');
      expect(rotated.statusCode).toBe(200);
      tokens[index] = rotated.json().data.refreshToken;
    }
    const refused = await tokenRefresh(tokens[1] ?? '', '10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect((await tokenRefresh(tokens[1] ?? '', '10.6.0.2')).statusCode).toBe(200);
  });
});

describe('purging old sessions', () => {
  const RETENTION_MS = 7 * DAY_MS;

  async function insertRow(
    userId: string,
    name: string,
    row: { expiresIn?: number; rotatedAgo?: number; revokedAgo?: number },
  ) {
    const now = clock.now().getTime();
    const at = (offset: number | undefined) =>
      offset === undefined ? null : new Date(now - offset);
    await database.db
      .insertInto('sessions')
      .values({
        user_id: userId,
        family_id: randomUUID(),
        token_hash: hashToken(name),
        expires_at: new Date(now + (row.expiresIn ?? 20 * DAY_MS)),
        created_at: new Date(now - 30 * DAY_MS),
        rotated_at: at(row.rotatedAgo),
        revoked_at: at(row.revokedAgo),
      })
      .execute();
  }

  async function remaining() {
    const rows = await database.db.selectFrom('sessions').select('token_hash').execute();
    const names = [
      'live',
      'expired-8d',
      'expired-2d',
      'revoked-8d',
      'revoked-1d',
      'rotated-8d',
      'rotated-1d',
    ];
    return names.filter((name) => rows.some((row) => row.token_hash === hashToken(name)));
  }

  it('deletes expired, revoked and rotated rows older than the retention and keeps the rest', async () => {
    const investor = await seedInvestor(database.db);
    await insertRow(investor.id, 'live', {});
    await insertRow(investor.id, 'expired-8d', { expiresIn: -8 * DAY_MS });
    await insertRow(investor.id, 'expired-2d', { expiresIn: -2 * DAY_MS });
    await insertRow(investor.id, 'revoked-8d', { revokedAgo: 8 * DAY_MS });
    await insertRow(investor.id, 'revoked-1d', { revokedAgo: DAY_MS });
    await insertRow(investor.id, 'rotated-8d', { rotatedAgo: 8 * DAY_MS });
    await insertRow(investor.id, 'rotated-1d', { rotatedAgo: DAY_MS });

    expect(await purgeSessions(database.db, clock.now(), RETENTION_MS)).toBe(3);
    expect(await remaining()).toEqual(['live', 'expired-2d', 'revoked-1d', 'rotated-1d']);
  });

  it('runs on its own every interval', async () => {
    const investor = await seedInvestor(database.db);
    await insertRow(investor.id, 'live', {});
    await insertRow(investor.id, 'revoked-8d', { revokedAgo: 8 * DAY_MS });
    const worker = createSessionPurgeWorker({
      db: database.db,
      now: clock.now,
      retentionMs: RETENTION_MS,
      intervalMs: 20,
      log: app.log,
    });
    worker.start();
    try {
      await vi.waitFor(async () => expect(await remaining()).toEqual(['live']), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await worker.stop();
    }
  });

  it('still revokes the family of a replayed refresh token within the retention', async () => {
    await seedInvestor(database.db, { email: 'ravi@example.com' });
    const first = await tokensFor('ravi@example.com');
    const rotated = await tokenRefresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const current = rotated.json().data.refreshToken as string;

    clock.advance(6 * DAY_MS);
    await purgeSessions(database.db, clock.now(), RETENTION_MS);
    // The old token comes back (stolen, or a stale copy): the whole family ends.
    expect((await tokenRefresh(first.refreshToken)).statusCode).toBe(401);
    expect((await tokenRefresh(current)).statusCode).toBe(401);
  });

  it('forgets a rotated token after the retention, leaving the live session alone', async () => {
    await seedInvestor(database.db, { email: 'ravi@example.com' });
    const first = await tokensFor('ravi@example.com');
    const rotated = await tokenRefresh(first.refreshToken);
    const current = rotated.json().data.refreshToken as string;

    clock.advance(8 * DAY_MS);
    expect(await purgeSessions(database.db, clock.now(), RETENTION_MS)).toBe(1);
    expect((await tokenRefresh(first.refreshToken)).statusCode).toBe(401);
    expect((await tokenRefresh(current)).statusCode).toBe(200);
  });
});
