import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  accountsConfig,
  PASSWORD,
  rowCounts,
  seedInvestor,
  signupBody,
} from './helpers/accounts.js';
import { signinLockMs } from '../src/modules/auth/limits/signin-lock.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const clock = testClock('2025-07-15T10:00:00Z');
let database: TestDatabase;
let limited: App;
let lenient: App;

beforeAll(async () => {
  database = await createTestDatabase();
  limited = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_SIGNIN_PER_IP: '3',
      RATE_LIMIT_AUTH_PER_IP: '2',
      RATE_LIMIT_SIGNIN_PER_ACCOUNT: '2',
      RATE_LIMIT_MAIL_PER_ACCOUNT: '2',
    }),
  });
  lenient = await buildTestApp({ database, clock, config: await accountsConfig() });
});

beforeEach(async () => {
  // Every test starts in a window of its own, with failed sign-ins forgotten.
  clock.advance(20 * 60_000);
  await database.reset();
});

afterAll(async () => {
  await limited?.close();
  await lenient?.close();
  await database?.close();
});

const tooMany = {
  status: false,
  message: 'Too many requests, please try again later.',
  data: null,
  errors: [],
};

function post(app: App, url: string, payload: object, remoteAddress = '10.0.0.1') {
  return app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
}

describe('limits per client address', () => {
  it('refuses the fourth sign-in from one address within a minute, with Retry-After', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await post(limited, '/auth/signin', {
        email: `a${attempt}@example.com`,
        password: 'x',
      });
      expect(response.statusCode).toBe(401);
    }
    clock.advance(20_000);
    const refused = await post(limited, '/auth/signin', { email: 'a4@example.com', password: 'x' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(refused.headers['retry-after']).toBe('40');

    const elsewhere = await post(
      limited,
      '/auth/signin',
      { email: 'a5@example.com', password: 'x' },
      '10.0.0.2',
    );
    expect(elsewhere.statusCode).toBe(401);

    clock.advance(40_000);
    const later = await post(limited, '/auth/signin', { email: 'a6@example.com', password: 'x' });
    expect(later.statusCode).toBe(401);
  });

  it('counts token sign-ins with cookie sign-ins', async () => {
    await post(limited, '/auth/signin', { email: 'b1@example.com', password: 'x' });
    await post(limited, '/auth/token', { email: 'b2@example.com', password: 'x' });
    await post(limited, '/auth/signin', { email: 'b3@example.com', password: 'x' });
    expect(
      (await post(limited, '/auth/token', { email: 'b4@example.com', password: 'x' })).statusCode,
    ).toBe(429);
  });

  it('refuses the third sign-up from one address and stores nothing for it', async () => {
    expect((await post(limited, '/auth/signup', signupBody())).statusCode).toBe(201);
    expect((await post(limited, '/auth/signup', signupBody())).statusCode).toBe(201);
    const before = await rowCounts(database.db);
    const refused = await post(limited, '/auth/signup', signupBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it.each([
    ['/auth/forget-password', (index: number) => ({ email: `c${index}@example.com` })],
    ['/auth/resend-verification', (index: number) => ({ email: `d${index}@example.com` })],
    ['/auth/reset-password', () => ({ token: 'guess', newPassword: PASSWORD })],
  ])('limits %s per address', async (url, body) => {
    expect((await post(limited, url, body(1))).statusCode).not.toBe(429);
    expect((await post(limited, url, body(2))).statusCode).not.toBe(429);
    const refused = await post(limited, url, body(3));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
  });

  it('counts the investor’s address forwarded by the local gateway, and no one else’s', async () => {
    const viaGateway = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
      limited.inject({
        method: 'POST',
        url: '/api/v1/auth/forget-password',
        payload: { email: `e${Math.random()}@example.com` },
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    await viaGateway('203.0.113.7');
    await viaGateway('203.0.113.7');
    expect((await viaGateway('203.0.113.7')).statusCode).toBe(429);
    expect((await viaGateway('203.0.113.8')).statusCode).toBe(200);

    // A stranger cannot pick a fresh address per request by writing the header itself.
    await viaGateway('198.51.100.1', '192.0.2.50');
    await viaGateway('198.51.100.2', '192.0.2.50');
    expect((await viaGateway('198.51.100.3', '192.0.2.50')).statusCode).toBe(429);
  });
});

describe('limits per account', () => {
  it('refuses the third sign-in naming one address from one client, and no other client', async () => {
    await seedInvestor(database.db, { email: 'target@example.com' });
    const signIn = (email: string, password: string, address: string) =>
      post(limited, '/auth/signin', { email, password }, address);
    expect((await signIn('target@example.com', 'x', '10.1.0.1')).statusCode).toBe(401);
    expect((await signIn('TARGET@example.com', 'x', '10.1.0.1')).statusCode).toBe(401);
    const refused = await signIn('target@example.com', PASSWORD, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    // Another client's attempts are its own: the owner elsewhere still signs in.
    expect((await signIn('target@example.com', PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('counts sign-ups naming one address as its mail, registered or not, from anywhere', async () => {
    await seedInvestor(database.db, { email: 'target@example.com' });
    for (const email of ['target@example.com', 'unknown@example.com']) {
      for (const address of ['10.7.0.1', '10.7.0.2']) {
        const response = await post(limited, '/auth/signup', signupBody({ email }), address);
        expect(response.statusCode).toBe(201);
      }
      const before = await rowCounts(database.db);
      const refused = await post(limited, '/auth/signup', signupBody({ email }), '10.7.0.3');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(tooMany);
      expect(await rowCounts(database.db)).toEqual(before);
    }
  });

  it('counts reset and verification mail for one address together', async () => {
    await seedInvestor(database.db, { email: 'target@example.com', verified: false });
    expect(
      (await post(limited, '/auth/forget-password', { email: 'target@example.com' }, '10.2.0.1'))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          limited,
          '/auth/resend-verification',
          { email: 'target@example.com' },
          '10.2.0.2',
        )
      ).statusCode,
    ).toBe(200);
    const before = await rowCounts(database.db);
    const refused = await post(
      limited,
      '/auth/forget-password',
      { email: 'target@example.com' },
      '10.2.0.3',
    );
    expect(refused.statusCode).toBe(429);
    expect(await rowCounts(database.db)).toEqual(before);
  });
});

describe('failed sign-ins in a row from one client', () => {
  const attempt = (password: string, remoteAddress = '10.3.0.1') =>
    post(lenient, '/auth/signin', { email: 'locked@example.com', password }, remoteAddress);

  it('make that client wait 30 s after five, twice as long after each further one', async () => {
    await seedInvestor(database.db, { email: 'locked@example.com' });
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await attempt('Wrong-password-1')).statusCode).toBe(401);
    }
    const held = await attempt(PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(tooMany);
    expect(held.headers['retry-after']).toBe('30');

    clock.advance(30_000);
    expect((await attempt('Wrong-password-1')).statusCode).toBe(401);
    const longer = await attempt(PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('60');

    clock.advance(60_000);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('start counting again after a successful sign-in', async () => {
    await seedInvestor(database.db, { email: 'locked@example.com' });
    for (let failure = 1; failure <= 4; failure += 1) await attempt('Wrong-password-1');
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    for (let failure = 1; failure <= 4; failure += 1) {
      expect((await attempt('Wrong-password-1')).statusCode).toBe(401);
    }
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  it('never make a client wait longer than 15 minutes', async () => {
    await seedInvestor(database.db, { email: 'locked@example.com' });
    // Each failure as soon as the client may try again: 5 free, then 30 s, 1 min, 2 min …
    for (let failure = 1; failure <= 12; failure += 1) {
      expect((await attempt('Wrong-password-1')).statusCode).toBe(401);
      clock.advance(signinLockMs(failure));
    }
    clock.advance(-signinLockMs(12));
    const held = await attempt(PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('900');
  });
});
