// Sign-in under a password-guessing attack: the guesser is slowed, the owner is not locked out,
// and nothing in the answers tells a registered address from an unknown one.
import argon2 from 'argon2';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { accountsConfig, PASSWORD, seedInvestor, tokenInLink } from './helpers/accounts.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const clock = testClock('2025-07-15T10:00:00Z');
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  // The plain request limits are out of the way; the failure throttle runs with its defaults.
  app = await buildTestApp({ database, clock, config: await accountsConfig() });
});

beforeEach(async () => {
  // Every test starts with every failure forgotten.
  clock.advance(24 * 60 * 60_000);
  await database.reset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const OWNER = 'owner@example.com';

function signIn(email: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password },
    remoteAddress,
  });
}

const strangerAddress = (index: number) => `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`;

function answerOf(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    body: response.json() as unknown,
    retryAfter: response.headers['retry-after'],
  };
}

describe('sign-in under a guessing attack', () => {
  it('lets the owner sign in from a fresh client after strangers failed from 30 rotating addresses', async () => {
    await seedInvestor(database.db, { email: OWNER });
    for (let index = 0; index < 30; index += 1) {
      const address = strangerAddress(index);
      for (let guess = 1; guess <= 6; guess += 1) {
        const answer = await signIn(OWNER, `Guess-${index}-${guess}`, address);
        expect([401, 429]).toContain(answer.statusCode);
      }
    }
    const owner = await signIn(OWNER, PASSWORD, '203.0.113.10');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ status: true, message: 'Login successful' });
  });

  it('makes a client that failed five times wait with Retry-After, and only that client', async () => {
    await seedInvestor(database.db, { email: OWNER });
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await signIn(OWNER, 'Wrong-password-1', '198.51.100.7')).statusCode).toBe(401);
    }
    const held = await signIn(OWNER, PASSWORD, '198.51.100.7');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      status: false,
      message: 'Too many requests, please try again later.',
      data: null,
      errors: [],
    });
    expect(held.headers['retry-after']).toBe('30');
    expect((await signIn(OWNER, PASSWORD, '203.0.113.10')).statusCode).toBe(200);
  });

  it('past the account’s ceiling holds clients that failed, and still checks a fresh one', async () => {
    await seedInvestor(database.db, { email: OWNER });
    // The default ceiling: 20 failures naming the account, from anywhere, within 15 minutes.
    for (let index = 0; index < 20; index += 1) {
      expect((await signIn(OWNER, 'Wrong-password-1', strangerAddress(index))).statusCode).toBe(
        401,
      );
    }
    const again = await signIn(OWNER, 'Wrong-password-2', strangerAddress(0));
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // A client that has not failed gets one real check: a wrong guess is answered as such …
    expect((await signIn(OWNER, 'Wrong-password-3', strangerAddress(500))).statusCode).toBe(401);
    expect((await signIn(OWNER, 'Wrong-password-4', strangerAddress(500))).statusCode).toBe(429);
    // … and the owner's right password opens the account.
    expect((await signIn(OWNER, PASSWORD, '203.0.113.10')).statusCode).toBe(200);
  });

  it('lets a client that failed sign in at once after a completed password reset', async () => {
    await seedInvestor(database.db, { email: OWNER });
    for (let guess = 1; guess <= 8; guess += 1) {
      await signIn(OWNER, 'Wrong-password-1', '203.0.113.10');
    }
    expect((await signIn(OWNER, PASSWORD, '203.0.113.10')).statusCode).toBe(429);

    const forgot = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forget-password',
      payload: { email: OWNER },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = await database.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('recipient', '=', OWNER)
      .executeTakeFirstOrThrow();
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: {
        token: tokenInLink(mail.text, '/reset-password'),
        newPassword: 'Fresh-Start-2025',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(OWNER, 'Fresh-Start-2025', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('answers for registered and unknown addresses', () => {
  it('are identical, attempt for attempt, wrong passwords and waits included', async () => {
    await seedInvestor(database.db, { email: OWNER });
    const run = async (email: string) => {
      const answers = [];
      for (let guess = 1; guess <= 7; guess += 1) {
        answers.push(answerOf(await signIn(email, `Wrong-password-${guess}`, '198.51.100.9')));
      }
      return answers;
    };
    const known = await run(OWNER);
    const unknown = await run('nobody-here@example.com');
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('cost one password check each, for the unknown address as for the registered one', async () => {
    await seedInvestor(database.db, { email: OWNER });
    const verify = vi.spyOn(argon2, 'verify');
    await signIn(OWNER, 'Wrong-password-1', '198.51.100.11');
    expect(verify).toHaveBeenCalledTimes(1);
    await signIn('nobody-here@example.com', 'Wrong-password-1', '198.51.100.12');
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
