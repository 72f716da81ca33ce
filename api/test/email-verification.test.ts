import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { PASSWORD, rowCounts, seedInvestor, signupBody, tokenInLink } from './helpers/accounts.js';
import type { TestDatabase } from './helpers/test-database.js';
import { useAccountsApp } from './helpers/accounts-app.js';

const accounts = useAccountsApp();
const { clock } = accounts;
let database: TestDatabase;
let app: App;

beforeAll(() => {
  ({ app, database } = accounts);
});

async function signUpAndReadToken(email?: string) {
  const body = signupBody(email ? { email } : {});
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
  expect(response.statusCode).toBe(201);
  return { email: body.email as string, token: await latestLinkToken(body.email as string) };
}

async function latestLinkToken(email: string) {
  const mail = await database.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('recipient', '=', email.toLowerCase())
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return tokenInLink(mail.text, '/verify-email');
}

/** The verification page's request: the link's token and the password chosen at sign-up. */
function verifyWithPassword(token: string, password: string | null = PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    payload: { token, ...(password !== null && { password }) },
  });
}

async function isVerified(email: string) {
  const user = await database.db
    .selectFrom('users')
    .select('email_verified_at')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return user.email_verified_at !== null;
}

describe('verifying an e-mail address', () => {
  it('accepts the mailed token once, with the password of the sign-up', async () => {
    const { email, token } = await signUpAndReadToken();
    const first = await verifyWithPassword(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: true,
      message: 'Email verified successfully',
      data: null,
    });
    expect(await isVerified(email)).toBe(true);

    // Opened again: the address is verified, and the answer says so instead of failing.
    const again = await verifyWithPassword(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      status: true,
      message: 'Your email address is already verified. Please sign in.',
      data: null,
    });
  });

  it('accepts the token in the body or the query of a POST', async () => {
    const inBody = await signUpAndReadToken();
    const byBody = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token: inBody.token, password: PASSWORD },
    });
    expect(byBody.statusCode).toBe(200);
    expect(await isVerified(inBody.email)).toBe(true);

    const inQuery = await signUpAndReadToken();
    const byQuery = await app.inject({
      method: 'POST',
      url: `/api/v1/auth/verify-email?token=${inQuery.token}`,
      payload: { password: PASSWORD },
    });
    expect(byQuery.statusCode).toBe(200);
    expect(await isVerified(inQuery.email)).toBe(true);
  });

  it.each([
    ['GET', '/api/v1/auth/verify-email', undefined],
    ['GET', '/api/v1/auth/verify-email?token=', undefined],
    ['POST', '/api/v1/auth/verify-email', {}],
    ['POST', '/api/v1/auth/verify-email', { token: '  ' }],
  ] as const)('says a %s to %s without a token is missing one', async (method, url, payload) => {
    const response = await app.inject({ method, url, ...(payload && { payload }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message: 'Invalid or missing token.' });
  });

  it.each([
    ['no password', null, 'Enter the password you chose when you signed up.'],
    [
      'another password',
      'Someone-Elses-1',
      'This is not the password this address was registered with. If you forgot it, or did not sign up yourself, set a new one with Forgot password.',
    ],
  ])('verifies nothing with %s, and the link still works', async (_label, password, message) => {
    const { email, token } = await signUpAndReadToken();
    const refused = await verifyWithPassword(token, password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      status: false,
      message,
      errors: [{ field: 'password', message }],
    });
    expect(await isVerified(email)).toBe(false);
    expect((await verifyWithPassword(token)).statusCode).toBe(200);
  });

  it('verifies nothing by a GET of the link alone', async () => {
    const { email, token } = await signUpAndReadToken();
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'password', message: 'Enter the password you chose when you signed up.' },
    ]);
    expect(await isVerified(email)).toBe(false);
  });

  it('refuses an unknown token', async () => {
    const response = await verifyWithPassword('made-up-token');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid or expired verification link.');
  });

  it('refuses a token older than 24 hours and verifies nothing', async () => {
    const { email, token } = await signUpAndReadToken();
    clock.set('2025-07-16T10:00:00Z');
    const response = await verifyWithPassword(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid or expired verification link.');
    expect(await isVerified(email)).toBe(false);
  });

  it('accepts a token just before it expires', async () => {
    const { email, token } = await signUpAndReadToken();
    clock.set('2025-07-16T09:59:59Z');
    expect((await verifyWithPassword(token)).statusCode).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });
});

describe('POST /auth/resend-verification', () => {
  const resend = (email: unknown) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/resend-verification', payload: { email } });
  const answer = {
    status: true,
    message:
      'If the account exists and is not verified yet, a new verification link has been sent.',
    data: null,
  };

  it('sends a new link to an unverified investor; only the newest link works', async () => {
    const { email, token: first } = await signUpAndReadToken();
    clock.advance(60_000);
    const response = await resend(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
    const second = await latestLinkToken(email);
    expect(second).not.toBe(first);
    expect((await verifyWithPassword(first)).statusCode).toBe(400);
    expect((await verifyWithPassword(second)).statusCode).toBe(200);
  });

  it('answers the same and sends nothing for a verified or unknown address', async () => {
    const verified = await seedInvestor(database.db, { email: 'done@example.com' });
    const before = await rowCounts(database.db);
    for (const email of [verified.email, 'nobody@example.com']) {
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(answer);
    }
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it.each(['', 'not-an-address'])('refuses the address %j', async (email) => {
    const response = await resend(email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please enter a valid email address',
      errors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
  });
});
