// The whole life of an account through the api, with the outbox worker delivering real mail to the
// sandbox's SMTP server: sign up, open the mailed link, sign in, read the account, refresh, sign out.
import { startSandbox, type Sandbox } from '@rent/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { accountsConfig, PASSWORD, tokenInLink } from './helpers/accounts.js';
import { browserFor } from './helpers/browser.js';
import { buildTestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

let sandbox: Sandbox;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  sandbox = await startSandbox();
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    mailWorker: true,
    config: await accountsConfig({
      SMTP_URL: sandbox.smtpUrl,
      PUBLIC_URL: 'https://rent.example',
      MAIL_POLL_MS: '50',
    }),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await sandbox?.close();
});

describe('an investor’s account from sign-up to sign-out', () => {
  it('goes through every step with the mailed link and rotating cookies', async () => {
    const browser = browserFor(app);
    const email = 'meera.iyer@example.com';

    const signup = await browser.request({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        fullname: 'Meera Iyer',
        email: '  Meera.Iyer@Example.com ',
        password: PASSWORD,
        acceptedTerms: true,
      },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({
      status: true,
      message: 'User registered, please verify your email.',
      data: { user: { email, fullname: 'Meera Iyer', emailVerified: false, tokenBalance: '0' } },
    });

    const mail = await sandbox.mailbox.waitFor({ to: email }, 10_000);
    expect(mail.from).toContain('no-reply@rent.example');
    expect(mail.text).toContain('https://rent.example/verify-email?token=');
    const token = tokenInLink(mail.text, '/verify-email');

    const early = await browser.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(403);

    const verified = await browser.request({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token, password: PASSWORD },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Email verified successfully');

    const signin = await browser.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email, password: PASSWORD },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().message).toBe('Login successful');
    expect(signin.body).not.toContain(browser.cookies.get('rent_access'));
    expect(signin.body).not.toContain(browser.cookies.get('rent_refresh'));
    expect([...browser.cookies.keys()].sort()).toEqual([
      'rent_access',
      'rent_refresh',
      'rent_session',
    ]);

    const me = await browser.request({ method: 'GET', url: '/api/v1/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({
      email,
      emailVerified: true,
      kycStatus: 'NOT_SUBMITTED',
      walletAddress: null,
    });

    const before = new Map(browser.cookies);
    const refreshed = await browser.request({ method: 'POST', url: '/api/v1/auth/refresh' });
    expect(refreshed.statusCode).toBe(200);
    expect(browser.cookies.get('rent_refresh')).not.toBe(before.get('rent_refresh'));
    expect(browser.cookies.get('rent_access')).toBeDefined();

    const stillMe = await browser.request({ method: 'GET', url: '/api/v1/user' });
    expect(stillMe.statusCode).toBe(200);

    const staleAccess = before.get('rent_access') ?? '';
    const logout = await browser.request({ method: 'GET', url: '/api/v1/auth/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.json().message).toBe('Logged out successfully');
    expect(browser.cookies.size).toBe(0);

    const afterLogout = await browser.request({ method: 'GET', url: '/api/v1/user' });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().message).toBe('Please sign in to continue.');

    // An access token copied before the sign-out is dead too, although it has not expired.
    const replayed = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      cookies: { rent_access: staleAccess },
    });
    expect(replayed.statusCode).toBe(401);
  });
});
