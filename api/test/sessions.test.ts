import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { accountsConfig, PASSWORD, rowCounts, seedInvestor } from './helpers/accounts.js';
import { browserFor, setCookies, type Browser } from './helpers/browser.js';
import { buildTestApp } from './helpers/test-app.js';
import type { TestDatabase } from './helpers/test-database.js';
import { useAccountsApp } from './helpers/accounts-app.js';

const accounts = useAccountsApp();
const { clock } = accounts;
let database: TestDatabase;
let app: App;

beforeAll(() => {
  ({ app, database } = accounts);
});

async function signedInBrowser(email = 'kiran@example.com') {
  await seedInvestor(database.db, { email });
  const browser = browserFor(app, { 'user-agent': 'test-browser' });
  const response = await browser.request({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return browser;
}

const me = (browser: Browser) => browser.request({ method: 'GET', url: '/api/v1/user' });
const refresh = (browser: Browser) =>
  browser.request({ method: 'POST', url: '/api/v1/auth/refresh' });

describe('POST /auth/signin', () => {
  it('sets the three cookies with their attributes and keeps tokens out of the body', async () => {
    await seedInvestor(database.db, { email: 'kiran@example.com', fullname: 'Kiran Shah' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: ' KIRAN@example.com', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: 'Login successful',
      data: { user: { email: 'kiran@example.com', fullname: 'Kiran Shah', emailVerified: true } },
    });
    const cookies = setCookies(response);
    expect(cookies.rent_access).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 900,
    });
    expect(cookies.rent_refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 2_592_000,
    });
    expect(cookies.rent_session).toMatchObject({ value: '1', path: '/', maxAge: 2_592_000 });
    expect(cookies.rent_session?.httpOnly).toBeFalsy();
    // The test configuration's PUBLIC_URL is http://localhost:4000.
    expect(Object.values(cookies).some((cookie) => cookie.secure)).toBe(false);
    expect(response.body).not.toContain(cookies.rent_access?.value);
    expect(response.body).not.toContain(cookies.rent_refresh?.value);

    const session = await database.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.token_hash).not.toBe(cookies.rent_refresh?.value);
    expect(session.expires_at).toEqual(new Date('2025-08-14T10:00:00Z'));
    expect(session.ip).toBe('127.0.0.1');
  });

  it('marks cookies Secure when the product is served over HTTPS', async () => {
    const secureApp = await buildTestApp({
      database,
      clock,
      config: await accountsConfig({ PUBLIC_URL: 'https://rent.example' }),
    });
    try {
      await seedInvestor(database.db, { email: 'kiran@example.com' });
      const response = await secureApp.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { email: 'kiran@example.com', password: PASSWORD },
      });
      const cookies = Object.values(setCookies(response));
      expect(cookies).toHaveLength(3);
      expect(cookies.every((cookie) => cookie.secure === true)).toBe(true);
    } finally {
      await secureApp.close();
    }
  });

  it('refuses a wrong password and an unknown address alike, writing no session', async () => {
    await seedInvestor(database.db, { email: 'kiran@example.com' });
    for (const payload of [
      { email: 'kiran@example.com', password: 'Wrong-password-1' },
      { email: 'stranger@example.com', password: PASSWORD },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: false,
        message: 'Invalid email or password',
        data: null,
        errors: [],
      });
      expect(response.cookies).toEqual([]);
    }
    expect((await rowCounts(database.db)).sessions).toBe(0);
  });

  it('asks for both fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Email and password are required',
      errors: [
        { field: 'email', message: 'Email and password are required' },
        { field: 'password', message: 'Email and password are required' },
      ],
    });
  });

  it('refuses an unverified address with the right password, with a machine-readable reason', async () => {
    await seedInvestor(database.db, { email: 'new@example.com', verified: false });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'new@example.com', password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: false,
      message: 'Please verify your email before signing in.',
      data: null,
      errors: [
        {
          field: 'email',
          message: 'Please verify your email before signing in.',
          reason: 'EMAIL_NOT_VERIFIED',
        },
      ],
    });
    expect(response.cookies).toEqual([]);
    expect((await rowCounts(database.db)).sessions).toBe(0);
  });
});

describe('staying signed in', () => {
  it('lets a protected route through with the access cookie, and not without', async () => {
    const browser = await signedInBrowser();
    expect((await me(browser)).statusCode).toBe(200);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      status: false,
      message: 'Please sign in to continue.',
      data: null,
      errors: [],
    });
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['a token signed with another secret', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
  ])('refuses %s in the access cookie', async (_name, token) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      cookies: { rent_access: token },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the access token after 15 minutes, and a refresh brings a new one', async () => {
    const browser = await signedInBrowser();
    clock.advance(15 * 60_000);
    expect((await me(browser)).statusCode).toBe(401);
    const refreshed = await refresh(browser);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ status: true, message: 'Session refreshed', data: null });
    expect(Object.keys(setCookies(refreshed)).sort()).toEqual([
      'rent_access',
      'rent_refresh',
      'rent_session',
    ]);
    expect(refreshed.body).not.toContain(browser.cookies.get('rent_refresh'));
    expect((await me(browser)).statusCode).toBe(200);
  });

  it('rotates the refresh token; replaying an old one ends the whole session', async () => {
    const browser = await signedInBrowser();
    const stolen = browser.cookies.get('rent_refresh') ?? '';
    expect((await refresh(browser)).statusCode).toBe(200);
    expect(browser.cookies.get('rent_refresh')).not.toBe(stolen);

    const replay = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { rent_refresh: stolen },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Session expired, please sign in again.');

    // The investor's own, newer tokens are revoked with the family.
    expect((await me(browser)).statusCode).toBe(401);
    const ownRefresh = await refresh(browser);
    expect(ownRefresh.statusCode).toBe(401);
    expect(browser.cookies.size).toBe(0);
    const sessions = await database.db.selectFrom('sessions').select('revoked_at').execute();
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
  });

  it('lets only one of two simultaneous refreshes with one token rotate it', async () => {
    const browser = await signedInBrowser();
    const token = browser.cookies.get('rent_refresh') ?? '';
    const answers = await Promise.all(
      [1, 2].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/refresh',
          cookies: { rent_refresh: token },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a missing, unknown or expired refresh cookie and clears the cookies', async () => {
    const noCookie = await app.inject({ method: 'POST', url: '/api/v1/auth/refresh' });
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json().message).toBe('Session expired, please sign in again.');
    const cleared = setCookies(noCookie);
    expect(Object.keys(cleared).sort()).toEqual(['rent_access', 'rent_refresh', 'rent_session']);
    expect(
      Object.values(cleared).every((cookie) => cookie.value === '' && cookie.path === '/'),
    ).toBe(true);

    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { rent_refresh: 'forged' },
    });
    expect(unknown.statusCode).toBe(401);

    const browser = await signedInBrowser();
    clock.advance(30 * 24 * 60 * 60_000);
    expect((await refresh(browser)).statusCode).toBe(401);
    expect(browser.cookies.size).toBe(0);
  });
});

describe('Remember Me (decision 0115)', () => {
  async function signInRemembering(rememberMe: unknown) {
    await seedInvestor(database.db, { email: 'kiran@example.com' });
    const browser = browserFor(app);
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'kiran@example.com', password: PASSWORD, rememberMe },
    });
    return { browser, response };
  }

  const rawSetCookies = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie'] ?? []].flat() as string[];

  it('left unticked, sets session cookies (no Max-Age, no Expires), at sign-in and at every refresh', async () => {
    const { browser, response } = await signInRemembering(false);
    expect(response.statusCode).toBe(200);
    for (const answer of [response, await refresh(browser)]) {
      expect(answer.statusCode).toBe(200);
      const raw = rawSetCookies(answer);
      expect(raw.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
        'rent_access',
        'rent_refresh',
        'rent_session',
      ]);
      for (const cookie of raw) expect(cookie).not.toMatch(/max-age|expires/i);
    }
    clock.advance(15 * 60_000);
    expect((await me(browser)).statusCode).toBe(401);
    const later = await refresh(browser);
    expect(later.statusCode).toBe(200);
    for (const cookie of rawSetCookies(later)) expect(cookie).not.toMatch(/max-age|expires/i);
    expect((await me(browser)).statusCode).toBe(200);
    const sessions = await database.db.selectFrom('sessions').select('remembered').execute();
    expect(sessions).toHaveLength(3);
    expect(sessions.every((session) => !session.remembered)).toBe(true);
  });

  it('left unticked, ends after 2 hours without a request; each refresh starts the 2 hours again', async () => {
    const { browser } = await signInRemembering(false);
    const first = await database.db.selectFrom('sessions').select('expires_at').executeTakeFirst();
    expect(first?.expires_at).toEqual(new Date(clock.now().getTime() + 2 * 60 * 60_000));
    clock.advance(2 * 60 * 60_000 - 1000);
    expect((await refresh(browser)).statusCode).toBe(200);
    clock.advance(2 * 60 * 60_000 - 1000);
    expect((await refresh(browser)).statusCode).toBe(200);
    clock.advance(2 * 60 * 60_000);
    expect((await refresh(browser)).statusCode).toBe(401);
    expect(browser.cookies.size).toBe(0);
  });

  it.each([true, undefined])(
    'ticked (%s) gives the 30-day cookies, and refreshes keep them',
    async (rememberMe) => {
      const { browser, response } = await signInRemembering(rememberMe);
      expect(response.statusCode).toBe(200);
      for (const answer of [response, await refresh(browser)]) {
        const cookies = setCookies(answer);
        expect(cookies.rent_access?.maxAge).toBe(900);
        expect(cookies.rent_refresh?.maxAge).toBe(2_592_000);
        expect(cookies.rent_session?.maxAge).toBe(2_592_000);
      }
      const sessions = await database.db.selectFrom('sessions').select('remembered').execute();
      expect(sessions.every((session) => session.remembered)).toBe(true);
      clock.advance(29 * 24 * 60 * 60_000);
      expect((await refresh(browser)).statusCode).toBe(200);
    },
  );

  it.each([['"false"'], ['0'], ['null'], ['[false]'], ['{}']])(
    'refuses %s as Remember Me, starting no session',
    async (json) => {
      const { response } = await signInRemembering(JSON.parse(json));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, data: null });
      expect(response.cookies).toEqual([]);
      expect((await rowCounts(database.db)).sessions).toBe(0);
    },
  );
});

describe('GET /auth/logout', () => {
  it('revokes the session, clears the cookies and ends copies of the access token', async () => {
    const browser = await signedInBrowser();
    const access = browser.cookies.get('rent_access') ?? '';
    const response = await browser.request({ method: 'GET', url: '/api/v1/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Logged out successfully',
      data: null,
    });
    expect(browser.cookies.size).toBe(0);
    const copy = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      cookies: { rent_access: access },
    });
    expect(copy.statusCode).toBe(401);
  });

  it('ends the session named by the access cookie alone', async () => {
    const browser = await signedInBrowser();
    const access = browser.cookies.get('rent_access') ?? '';
    const refreshToken = browser.cookies.get('rent_refresh') ?? '';
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/logout',
      cookies: { rent_access: access },
    });
    expect(response.statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { rent_refresh: refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('answers 200 without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Logged out successfully');
  });

  it('leaves the investor’s other sessions alone', async () => {
    const laptop = await signedInBrowser();
    const phone = browserFor(app);
    await phone.request({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'kiran@example.com', password: PASSWORD },
    });
    await laptop.request({ method: 'GET', url: '/api/v1/auth/logout' });
    expect((await me(phone)).statusCode).toBe(200);
  });
});
