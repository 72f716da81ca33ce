// The account operations through the gateway against a real api and the sandbox's SMTP server:
// cookies relayed both ways, bearer tokens for mobile clients, errors normalised.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/yoga.js';
import { CookieJar } from './support/cookie-jar.js';
import { signedInInvestor } from './support/investors.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

let stack: AccountStack;
let sandbox: AccountStack['sandbox'];
let gateway: AccountStack['gateway'];

beforeAll(async () => {
  stack = await startAccountStack();
  ({ sandbox, gateway } = stack);
});
afterAll(() => stack?.stop());

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function send(
  query: string,
  variables: Record<string, unknown> = {},
  jar?: CookieJar,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      ...(jar ? { cookie: jar.header() } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  jar?.store(response);
  return { response, body: (await response.json()) as GraphQLBody };
}

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { message } }`;
const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { message user { email fullname } } }`;
const ME = `{ me { _id fullname email emailVerified referralCode tokenBalance kycStatus } }`;

async function verifiedInvestor(password = 'Str0ngPassword') {
  const { email } = await signedInInvestor(gateway.url, sandbox.url, password);
  return { email, password };
}

describe('a browser session through the gateway', () => {
  it('signs up, verifies, signs in with relayed cookies, refreshes and signs out', async () => {
    const { email, password } = await verifiedInvestor();
    const jar = new CookieJar();

    const signedIn = await send(SIGN_IN, { email, password }, jar);
    expect(signedIn.body.data?.signIn).toEqual({
      message: expect.any(String),
      user: { email, fullname: 'Asha Rao' },
    });
    expect(JSON.stringify(signedIn.body)).not.toMatch(/eyJ/);
    expect(jar.has('rent_access') && jar.has('rent_refresh') && jar.has('rent_session')).toBe(true);

    const me = await send(ME, {}, jar);
    expect(me.body.data?.me).toMatchObject({
      email,
      emailVerified: true,
      tokenBalance: '0',
      kycStatus: 'NOT_SUBMITTED',
    });

    const before = jar.get('rent_refresh');
    const refreshed = await send('mutation { refreshSession { message } }', {}, jar);
    expect(refreshed.body.errors).toBeUndefined();
    expect(jar.get('rent_refresh')).not.toBe(before);

    await send('mutation { signOut { message } }', {}, jar);
    expect(jar.has('rent_access')).toBe(false);
    expect((await send(ME, {}, jar)).body.data?.me).toBeNull();
  });

  it('answers null for a visitor', async () => {
    const { body } = await send(ME);
    expect(body).toEqual({ data: { me: null } });
  });

  it('refuses an unverified investor with FORBIDDEN and the reason', async () => {
    const email = `unverified-${randomUUID()}@example.com`;
    const signedUp = await send(SIGN_UP, {
      input: { fullname: 'Ravi Kumar', email, password: 'Str0ngPassword', acceptedTerms: true },
    });
    expect(signedUp.body.data?.signUp).toEqual({
      message: 'User registered, please verify your email.',
    });
    const { body } = await send(SIGN_IN, { email, password: 'Str0ngPassword' });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Please verify your email before signing in.',
      extensions: { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' },
    });
  });

  it('refuses bad sign-up input with the field details', async () => {
    const { body } = await send(SIGN_UP, {
      input: {
        fullname: 'Weak Password',
        email: `weak-${randomUUID()}@example.com`,
        password: 'short',
        acceptedTerms: true,
      },
    });
    expect(body.errors?.[0]).toMatchObject({
      message:
        'Password must be at least 8 characters long, Password must contain both lower and upper case letters',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
    expect(body.errors?.[0]?.extensions?.fields).toContainEqual({
      field: 'password',
      message: 'Password must be at least 8 characters long',
    });
  });

  it('runs a batch of operations in one HTTP request', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true' },
      body: JSON.stringify([{ query: ME }, { query: '{ rentSupply { totalSold } }' }]),
    });
    expect(await response.json()).toEqual([
      { data: { me: null } },
      { data: { rentSupply: { totalSold: '0' } } },
    ]);
  });

  it('never runs a mutation sent over GET', async () => {
    const response = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent('mutation { signOut { message } }')}`,
      {
        headers: { [CSRF_HEADER]: 'true' },
      },
    );
    expect(response.status).toBe(405);
  });
});

describe('Remember Me through the gateway (decision 0115)', () => {
  const SIGN_IN_REMEMBERING = `mutation ($email: String!, $password: String!, $rememberMe: Boolean) {
    signIn(email: $email, password: $password, rememberMe: $rememberMe) { message }
  }`;
  const REFRESH = 'mutation { refreshSession { message } }';
  const sessionCookies = (response: Response) =>
    response.headers
      .getSetCookie()
      .filter((cookie) => /^rent_(access|refresh|session)=/.test(cookie));
  const lifetimes = (response: Response) =>
    Object.fromEntries(
      sessionCookies(response).map((cookie) => [
        cookie.slice(0, cookie.indexOf('=')),
        /max-age=(\d+)/i.exec(cookie)?.[1] ?? (/expires=/i.test(cookie) ? 'expires' : 'session'),
      ]),
    );

  it('unticked: session cookies without Max-Age or Expires, at sign-in and after a refresh', async () => {
    const { email, password } = await verifiedInvestor();
    const jar = new CookieJar();
    const signedIn = await send(SIGN_IN_REMEMBERING, { email, password, rememberMe: false }, jar);
    expect(signedIn.body.errors).toBeUndefined();
    const sessionOnly = {
      rent_access: 'session',
      rent_refresh: 'session',
      rent_session: 'session',
    };
    expect(lifetimes(signedIn.response)).toEqual(sessionOnly);

    const refreshed = await send(REFRESH, {}, jar);
    expect(refreshed.body.errors).toBeUndefined();
    expect(lifetimes(refreshed.response)).toEqual(sessionOnly);
    expect((await send(ME, {}, jar)).body.data?.me).toMatchObject({ email });
  });

  it.each([
    ['ticked', { rememberMe: true }],
    ['left out, as older clients do', {}],
    ['null', { rememberMe: null }],
  ])('%s: the 30-day cookies, kept by a refresh', async (_name, remember) => {
    const { email, password } = await verifiedInvestor();
    const jar = new CookieJar();
    const signedIn = await send(SIGN_IN_REMEMBERING, { email, password, ...remember }, jar);
    expect(signedIn.body.errors).toBeUndefined();
    const lasting = { rent_access: '900', rent_refresh: '2592000', rent_session: '2592000' };
    expect(lifetimes(signedIn.response)).toEqual(lasting);
    expect(lifetimes((await send(REFRESH, {}, jar)).response)).toEqual(lasting);
  });

  it('leaves the bearer tokens of mobile clients as they were: 30 days, no cookies', async () => {
    const { email, password } = await verifiedInvestor();
    const started = Date.now();
    const created = await send(
      `mutation ($email: String!, $password: String!) {
        createSessionToken(email: $email, password: $password) { refreshToken refreshTokenExpiresAt }
      }`,
      { email, password },
    );
    expect(created.response.headers.getSetCookie()).toEqual([]);
    const tokens = created.body.data?.createSessionToken as {
      refreshToken: string;
      refreshTokenExpiresAt: string;
    };
    const lifetime = Date.parse(tokens.refreshTokenExpiresAt) - started;
    expect(lifetime).toBeGreaterThan(30 * 24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(30 * 24 * 3600_000 + 60_000);
  });
});

describe('a refusal for too many requests', () => {
  const RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { message } }`;
  const CHANGE = `mutation ($current: String!) { changePassword(currentPassword: $current, newPassword: "An0ther-Password") { message } }`;

  async function sendBatch(operations: { query: string; variables?: object }[], jar: CookieJar) {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', cookie: jar.header() },
      body: JSON.stringify(operations),
    });
    return { response, body: (await response.json()) as GraphQLBody[] };
  }

  it('says when to try again, in extensions.retryAfter and in the Retry-After of the answer', async () => {
    const { email, password } = await verifiedInvestor();
    const jar = new CookieJar();
    await send(SIGN_IN, { email, password }, jar);
    // api's defaults: 5 current-password checks an hour, 3 mails for one address a minute.
    for (let check = 1; check <= 5; check += 1) {
      const wrong = await send(CHANGE, { current: 'Not-the-passw0rd' }, jar);
      expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(wrong.response.headers.get('retry-after')).toBeNull();
    }
    const target = `reset-${randomUUID()}@example.com`;
    for (let mail = 1; mail <= 3; mail += 1) {
      expect((await send(RESET, { email: target })).body.errors).toBeUndefined();
    }

    const single = await send(RESET, { email: target });
    expect(single.response.status).toBe(200);
    expect(single.body.errors).toEqual([
      expect.objectContaining({
        message: 'Too many requests, please try again later.',
        extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) },
      }),
    ]);
    const wait = single.body.errors?.[0]?.extensions?.retryAfter as number;
    expect(Number.isInteger(wait) && wait >= 50 && wait <= 60).toBe(true);
    expect(single.response.headers.get('retry-after')).toBe(String(wait));

    // A batch: each error says its own wait, the answer the longest of them.
    const batch = await sendBatch(
      [
        { query: RESET, variables: { email: target } },
        { query: CHANGE, variables: { current: password } },
      ],
      jar,
    );
    const waits = batch.body.map((result) => {
      expect(result.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      return result.errors?.[0]?.extensions?.retryAfter as number;
    });
    expect(waits[0]).toBeLessThanOrEqual(60);
    expect(waits[1]).toBeGreaterThan(3500);
    expect(batch.response.headers.get('retry-after')).toBe(String(waits[1]));
  });
});

describe('a mobile client with bearer tokens', () => {
  it('obtains tokens, reads its account with Authorization, rotates and revokes them', async () => {
    const { email, password } = await verifiedInvestor();
    const TOKENS = `mutation ($email: String!, $password: String!) { createSessionToken(email: $email, password: $password) { accessToken refreshToken accessTokenExpiresAt user { email } } }`;
    const created = await send(TOKENS, { email, password });
    const tokens = created.body.data?.createSessionToken as {
      accessToken: string;
      refreshToken: string;
    };
    expect(created.response.headers.getSetCookie()).toEqual([]);

    const me = await send(ME, {}, undefined, { authorization: `Bearer ${tokens.accessToken}` });
    expect(me.body.data?.me).toMatchObject({ email });

    const ROTATE = `mutation ($refreshToken: String!) { refreshSessionToken(refreshToken: $refreshToken) { accessToken refreshToken } }`;
    const rotated = await send(ROTATE, { refreshToken: tokens.refreshToken });
    expect(rotated.body.errors).toBeUndefined();
    const reused = await send(ROTATE, { refreshToken: tokens.refreshToken });
    expect(reused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
