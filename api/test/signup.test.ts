import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  accountsConfig,
  PASSWORD,
  rowCounts,
  seedInvestor,
  signupBody,
} from './helpers/accounts.js';
import { buildTestApp, testClock } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const clock = testClock('2025-07-15T10:00:00Z');
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

beforeEach(() => database.reset());

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function signUp(payload: unknown, query = '') {
  return app.inject({
    method: 'POST',
    url: `/api/v1/auth/signup${query}`,
    payload: payload as object,
  });
}

async function expectRefusal(payload: unknown, status: number, message: string, query = '') {
  const before = await rowCounts(database.db);
  const response = await signUp(payload, query);
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ status: false, message, data: null });
  expect(await rowCounts(database.db)).toEqual(before);
  return body.errors as { field?: string; message: string }[];
}

describe('POST /auth/signup', () => {
  it('creates an unverified investor with a referral code and queues the verification mail', async () => {
    const response = await signUp(
      signupBody({ email: ' Asha.Rao@Example.COM ', fullname: '  Asha Rao ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      message: 'User registered, please verify your email.',
      data: {
        user: {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          fullname: 'Asha Rao',
          email: 'asha.rao@example.com',
          phone: null,
          dob: null,
          emailVerified: false,
          referralCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
          tokenBalance: '0',
          kycStatus: 'NOT_SUBMITTED',
          walletAddress: null,
          createdAt: '2025-07-15T10:00:00.000Z',
          referred: false,
        },
      },
    });
    const user = await database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(PASSWORD);
    expect(user.accepted_terms_at).toEqual(clock.now());

    const token = await database.db.selectFrom('auth_tokens').selectAll().executeTakeFirstOrThrow();
    expect(token).toMatchObject({ user_id: user.id, purpose: 'verify_email', used_at: null });
    expect(token.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(token.expires_at).toEqual(new Date('2025-07-16T10:00:00Z'));

    const mail = await database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: 'asha.rao@example.com', attempts: 0, sent_at: null });
    expect(mail.text).toMatch(/https:\/\/rent\.example\/verify-email\?token=[\w-]{43}\b/);
    expect(mail.text).not.toContain(token.token_hash);
  });

  it('gives every investor a different referral code', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      codes.add((await signUp(signupBody())).json().data.user.referralCode);
    }
    expect(codes.size).toBe(5);
  });

  it('links the investor who referred the new one, whatever the case of the code', async () => {
    const referrer = await seedInvestor(database.db);
    const response = await signUp(
      signupBody(),
      `?referralCode=${referrer.referral_code.toLowerCase()}`,
    );
    expect(response.statusCode).toBe(201);
    const referee = await database.db
      .selectFrom('users')
      .select('referred_by')
      .where('id', '=', response.json().data.user._id)
      .executeTakeFirstOrThrow();
    expect(referee.referred_by).toBe(referrer.id);
    // The referrer's table lists a referee only once their address is verified (decision 0101).
    const stats = await database.db
      .selectFrom('referral_stats')
      .select('referrer_id')
      .where('referee_id', '=', response.json().data.user._id)
      .executeTakeFirst();
    expect(stats).toBeUndefined();
  });

  it('ignores an empty referral code', async () => {
    expect((await signUp(signupBody(), '?referralCode=')).statusCode).toBe(201);
  });

  it('refuses an unknown referral code and stores nothing', async () => {
    const errors = await expectRefusal(
      signupBody(),
      400,
      'Invalid referral code',
      '?referralCode=NOPE2345',
    );
    expect(errors).toEqual([{ field: 'referralCode', message: 'Invalid referral code' }]);
  });

  it('cannot refer oneself: the owner of the code already holds the address', async () => {
    const investor = await seedInvestor(database.db, { email: 'asha.self@example.com' });
    const response = await signUp(
      signupBody({ email: 'Asha.Self@Example.com' }),
      `?referralCode=${investor.referral_code}`,
    );
    // Answered as any sign-up, but nothing is stored: the owner is only told by mail.
    expect(response.statusCode).toBe(201);
    const stored = await database.db
      .selectFrom('users')
      .select(['referred_by', 'fullname'])
      .where('id', '=', investor.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ referred_by: null, fullname: investor.fullname });
    expect(await rowCounts(database.db)).toMatchObject({ users: 1, authTokens: 0, mail: 1 });
  });

  it('names every missing field', async () => {
    const errors = await expectRefusal(
      { fullname: ' ', acceptedTerms: true },
      400,
      'Please fill all fields',
    );
    expect(errors).toEqual([
      { field: 'fullname', message: 'Please fill all fields' },
      { field: 'email', message: 'Please fill all fields' },
      { field: 'password', message: 'Please fill all fields' },
    ]);
  });

  it('refuses an invalid e-mail address', async () => {
    for (const email of [
      'asha',
      'asha@example',
      'asha rao@example.com',
      'a@b.c',
      'x@y.com, z@w.com',
    ]) {
      const errors = await expectRefusal(
        signupBody({ email }),
        400,
        'Please enter a valid email address',
      );
      expect(errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    }
  });

  it('refuses a short password', async () => {
    const errors = await expectRefusal(
      signupBody({ password: 'Ab1' }),
      400,
      'Password must be at least 8 characters long',
    );
    expect(errors).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters long' },
    ]);
  });

  it.each(['alllowercase1', 'ALLUPPERCASE1', '12345678'])(
    'refuses the password %s, which lacks a case',
    async (password) => {
      const errors = await expectRefusal(
        signupBody({ password }),
        400,
        'Password must contain both lower and upper case letters',
      );
      expect(errors).toEqual([
        { field: 'password', message: 'Password must contain both lower and upper case letters' },
      ]);
    },
  );

  it.each([false, undefined])('refuses terms that are %s', async (acceptedTerms) => {
    const errors = await expectRefusal(
      signupBody({ acceptedTerms }),
      400,
      'Please agree to the terms and conditions',
    );
    expect(errors).toEqual([
      { field: 'acceptedTerms', message: 'Please agree to the terms and conditions' },
    ]);
  });

  it('names every problem at once', async () => {
    const errors = await expectRefusal(
      signupBody({ email: 'nope', password: 'short', acceptedTerms: false }),
      400,
      'Please enter a valid email address',
    );
    expect(errors.map((error) => error.field)).toEqual([
      'email',
      'password',
      'password',
      'acceptedTerms',
    ]);
  });

  it('refuses a name longer than 100 characters', async () => {
    await expectRefusal(
      signupBody({ fullname: 'x'.repeat(101) }),
      400,
      'Full name must be at most 100 characters long',
    );
  });

  it('lets only one of two simultaneous sign-ups with one address create an account', async () => {
    const body = signupBody();
    const answers = await Promise.all([signUp(body), signUp(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    // The later one re-registers the still unverified address: one account, one usable link.
    expect(await rowCounts(database.db)).toMatchObject({ users: 1, authTokens: 1, mail: 2 });
  });

  it('refuses a request without a body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/signup' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, data: null });
  });

  it('refuses a body of the wrong types without a 500', async () => {
    const response = await signUp({
      fullname: 42,
      email: ['a'],
      password: {},
      acceptedTerms: 'maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(false);
    expect(await rowCounts(database.db)).toMatchObject({ users: 0 });
  });
});
