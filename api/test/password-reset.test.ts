import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  accountsConfig,
  PASSWORD,
  rowCounts,
  seedInvestor,
  tokenInLink,
} from './helpers/accounts.js';
import { browserFor } from './helpers/browser.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const clock = testClock('2025-07-15T10:00:00Z');
const NEW_PASSWORD = 'Brand-New-Secret-9';
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    clock,
    config: await accountsConfig({ PUBLIC_URL: 'https://rent.example' }),
  });
});

beforeEach(async () => {
  clock.set('2025-07-15T10:00:00Z');
  await database.reset();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/forget-password', payload: { email } });

const reset = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload });

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password } });

async function resetToken(email: string) {
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await database.db
    .selectFrom('mail_outbox')
    .select(['text', 'html', 'subject'])
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.subject).toBe('Reset your RENT pre-sale password');
  expect(mail.text).toContain('https://rent.example/reset-password?token=');
  return tokenInLink(mail.text, '/reset-password');
}

describe('POST /auth/forget-password', () => {
  it('queues a reset link for a known address, verified or not', async () => {
    await seedInvestor(database.db, { email: 'leela@example.com' });
    await seedInvestor(database.db, { email: 'fresh@example.com', verified: false });
    for (const email of ['leela@example.com', 'fresh@example.com']) {
      const response = await forgot(email);
      expect(response.json()).toEqual({
        status: true,
        message: 'Reset link has been sent to your email.',
        data: null,
      });
    }
    expect(await rowCounts(database.db)).toMatchObject({ authTokens: 2, mail: 2 });
  });

  it('answers an unknown address identically and writes nothing', async () => {
    await seedInvestor(database.db, { email: 'leela@example.com' });
    const known = await forgot('leela@example.com');
    const before = await rowCounts(database.db);
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it('refuses what is not an e-mail address', async () => {
    const response = await forgot('leela');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password, uses the token and ends every session', async () => {
    await seedInvestor(database.db, { email: 'leela@example.com' });
    const browser = browserFor(app);
    await browser.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'leela@example.com', password: PASSWORD },
    });
    const staleAccess = browser.cookies.get('rent_access') ?? '';
    const token = await resetToken('leela@example.com');

    const response = await reset({ token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Password has been reset successfully.',
      data: null,
    });

    const oldAccess = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      cookies: { rent_access: staleAccess },
    });
    expect(oldAccess.statusCode).toBe(401);
    expect(
      (await browser.request({ method: 'POST', url: '/api/v1/auth/refresh' })).statusCode,
    ).toBe(401);
    expect((await signIn('leela@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await signIn('leela@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset({ token, newPassword: 'Another-Secret-7' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired reset token.');
  });

  it('counts opening the link as verifying the address', async () => {
    await seedInvestor(database.db, { email: 'fresh@example.com', verified: false });
    const token = await resetToken('fresh@example.com');
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn('fresh@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('only accepts the newest link', async () => {
    await seedInvestor(database.db, { email: 'leela@example.com' });
    const first = await resetToken('leela@example.com');
    clock.advance(1000);
    const second = await resetToken('leela@example.com');
    expect((await reset({ token: first, newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset({ token: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['a missing token', {}],
    ['an empty token', { token: '' }],
    ['an unknown token', { token: 'guessed' }],
  ])('refuses %s and changes nothing', async (_name, tokenPart) => {
    const investor = await seedInvestor(database.db, { email: 'leela@example.com' });
    const response = await reset({ ...tokenPart, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Invalid or expired reset token.',
      errors: [{ field: 'token', message: 'Invalid or expired reset token.' }],
    });
    const after = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', investor.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(investor.password_hash);
  });

  it('refuses a token older than an hour', async () => {
    await seedInvestor(database.db, { email: 'leela@example.com' });
    const token = await resetToken('leela@example.com');
    clock.advance(60 * 60_000);
    const response = await reset({ token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid or expired reset token.');
    expect((await signIn('leela@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password and keeps the token usable', async () => {
    await seedInvestor(database.db, { email: 'leela@example.com' });
    const token = await resetToken('leela@example.com');
    const weak = await reset({ token, newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      message: 'Password must be at least 8 characters long',
      errors: [
        { field: 'newPassword', message: 'Password must be at least 8 characters long' },
        {
          field: 'newPassword',
          message: 'Password must contain both lower and upper case letters',
        },
      ],
    });
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('no enumeration through timing', () => {
  /**
   * Median times of two kinds of request, measured alternately so that whatever else the machine is
   * doing weighs on both alike.
   */
  async function medianPairMs(
    first: () => Promise<unknown>,
    second: () => Promise<unknown>,
    runs = 9,
  ) {
    const times: [number[], number[]] = [[], []];
    const time = async (work: () => Promise<unknown>) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    for (let run = 0; run < runs; run += 1) {
      times[0].push(await time(first));
      times[1].push(await time(second));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
    return [median(times[0]), median(times[1])] as const;
  }

  it.each([
    ['forgot password', '/api/v1/auth/forget-password'],
    ['resend verification', '/api/v1/auth/resend-verification'],
  ])('%s takes about as long for a known address as for an unknown one', async (_name, url) => {
    await seedInvestor(database.db, { email: 'known@example.com', verified: false });
    const ask = (email: string) => app.inject({ method: 'POST', url, payload: { email } });
    const [known, unknown] = await Promise.all([
      ask('known@example.com'),
      ask('unknown@example.com'),
    ]);
    expect(known.body).toBe(unknown.body);

    const [knownMs, unknownMs] = await medianPairMs(
      () => ask('known@example.com'),
      () => ask('unknown@example.com'),
    );
    expect(Math.max(knownMs, unknownMs)).toBeLessThan(Math.min(knownMs, unknownMs) * 1.5);
  });

  it('sign-in takes about as long for an unknown address as for a wrong password', async () => {
    await seedInvestor(database.db, { email: 'known@example.com' });
    // The lock after repeated failures would stop the measurement: clear it before each attempt.
    const attempt = async (email: string) => {
      await database.db
        .updateTable('users')
        .set({ failed_signins: 0, signin_locked_until: null })
        .execute();
      return signIn(email, 'Wrong-password-1');
    };
    const [knownMs, unknownMs] = await medianPairMs(
      () => attempt('known@example.com'),
      () => attempt('unknown@example.com'),
      7,
    );
    expect(Math.max(knownMs, unknownMs)).toBeLessThan(Math.min(knownMs, unknownMs) * 2);
  });
});
