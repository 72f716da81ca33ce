// Attacks on accounts and sessions from outside: password guessing (one by one from forged
// addresses, or a hundred in one request), a forged X-Forwarded-For hunting for a fresh rate-limit
// key, and tokens that must open nothing: replayed, expired, forged, someone else's, from before a
// password reset or a sign-out. The suite knows api's JWT secret (it sets it) so that it can forge
// tokens api would accept but for the one thing each test changes.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@rent/api/testing';
import { signedIn } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack, type Investor } from '../support/stack.js';
import { mailedToken } from './accounts.js';
import { graphqlErrorsOf, graphqlProblems } from './answer-checks.js';
import { loopback, postGraphql, send, type HttpAnswer } from './graphql-requests.js';

const JWT_SECRET = randomBytes(32).toString('hex');
/** Requests of one kind from one client address a minute (sign-up, reset, resend verification). */
const AUTH_PER_IP = 5;
const NEW_PASSWORD = 'Reset-Passw0rd-2025';
const GUESSES = 105;

let stack: HardeningStack;
let gateway: string;
let investors: {
  guessedViaGateway: Investor;
  guessedViaApi: Investor;
  guessedInBatch: Investor;
  resetting: Investor;
  holder: Investor;
  leaving: Investor;
  other: Investor;
};

beforeAll(async () => {
  stack = await startHardeningStack({
    investors: 7,
    env: { api: { JWT_SECRET, RATE_LIMIT_AUTH_PER_IP: String(AUTH_PER_IP) } },
  });
  gateway = loopback(stack.urls.gateway);
  // One investor per concern: an account takes five sign-ins a minute.
  const [guessedViaGateway, guessedViaApi, guessedInBatch, resetting, holder, leaving, other] =
    stack.investors;
  if (!guessedViaGateway || !guessedViaApi || !guessedInBatch || !resetting) {
    throw new Error('the stack has too few investors');
  }
  if (!holder || !leaving || !other) throw new Error('the stack has too few investors');
  investors = {
    guessedViaGateway,
    guessedViaApi,
    guessedInBatch,
    resetting,
    holder,
    leaving,
    other,
  };
});

afterAll(async () => {
  await stack?.stop();
});

// --- requests ------------------------------------------------------------------------------------

/** A GraphQL request whose answer must be well-formed whatever it says. */
async function graphql(
  text: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const answer = await postGraphql(
    gateway,
    JSON.stringify({ query: text, variables }),
    undefined,
    headers,
  );
  expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
  return answer;
}

const codesOf = (answer: HttpAnswer) =>
  graphqlErrorsOf(answer.body).map((error) => String(error.extensions?.code));

const SIGN_IN =
  'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { message } }';
const KYC = '{ kyc { status } }';

/** What the gateway answers `{ kyc }` with these credentials: null when let in, else the code. */
async function refusalOf(headers: Record<string, string>): Promise<string | null> {
  const answer = await graphql(KYC, {}, headers);
  return codesOf(answer)[0] ?? null;
}

interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

async function tokenPair(investor: { email: string; password: string }): Promise<TokenPair> {
  const answer = await graphql(
    'mutation ($email: String!, $password: String!) { createSessionToken(email: $email, password: $password) { accessToken refreshToken } }',
    { email: investor.email, password: investor.password },
  );
  const pair = (answer.body as { data?: { createSessionToken?: TokenPair } }).data
    ?.createSessionToken;
  if (!pair) throw new Error(`no tokens: ${answer.text}`);
  return pair;
}

async function refreshedPair(refreshToken: string): Promise<HttpAnswer> {
  return graphql(
    'mutation ($token: String!) { refreshSessionToken(refreshToken: $token) { accessToken refreshToken } }',
    { token: refreshToken },
  );
}

function claimsOf(accessToken: string): { sub: string; sid: string } {
  const [, payload = ''] = accessToken.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sub: string;
    sid: string;
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const RESET = `mutation ($token: String!, $password: String!) {
  resetPassword(token: $token, newPassword: $password) { message }
}`;

const resetWith = (token: string, password = NEW_PASSWORD) => graphql(RESET, { token, password });

async function requestReset(email: string): Promise<void> {
  await graphql('mutation ($email: String!) { requestPasswordReset(email: $email) { message } }', {
    email,
  });
}

// --- password guessing ---------------------------------------------------------------------------

/** Forged client-address headers, a different address for every attempt. */
function forgedAddress(attempt: number): Record<string, string> {
  const address = `198.51.${Math.floor(attempt / 250)}.${(attempt % 250) + 1}`;
  return {
    'x-forwarded-for': address,
    'x-real-ip': address,
    forwarded: `for=${address}`,
    'true-client-ip': address,
  };
}

function tally(codes: string[]) {
  return {
    wrongPassword: codes.filter((code) => code === 'UNAUTHENTICATED').length,
    throttled: codes.filter((code) => code === 'RATE_LIMITED').length,
    other: codes.filter((code) => code !== 'UNAUTHENTICATED' && code !== 'RATE_LIMITED'),
  };
}

describe('password guessing', () => {
  it(`throttles ${GUESSES} wrong passwords on one account, each from a new forged address`, async () => {
    const { email, password } = investors.guessedViaGateway;
    const codes: string[] = [];
    for (let attempt = 0; attempt < GUESSES; attempt += 1) {
      const answer = await graphql(
        SIGN_IN,
        { email, password: `Guess-${attempt}-Passw0rd` },
        forgedAddress(attempt),
      );
      codes.push(...codesOf(answer));
    }
    const counted = tally(codes);
    expect(counted.other).toEqual([]);
    expect(counted.wrongPassword).toBeLessThanOrEqual(5);
    expect(counted.throttled).toBeGreaterThanOrEqual(GUESSES - 5);
    // Even the right password is refused now: the guesser cannot tell it was right.
    const right = await graphql(SIGN_IN, { email, password }, forgedAddress(GUESSES));
    expect(codesOf(right)).toEqual(['RATE_LIMITED']);
  });

  it(`slows ${GUESSES} wrong passwords sent straight to api from as many addresses`, async () => {
    // api believes the local gateway's X-Forwarded-For, so each guess comes from a client of its
    // own. Failures from other clients never refuse a client that has not failed (the owner's),
    // so each address gets its check; but once the account has met its ceiling of failures, an
    // address that failed is held, and the right password from it is refused like a wrong one.
    const { email, password } = investors.guessedViaApi;
    const signIn = (guess: string, attempt: number) =>
      send(`${stack.urls.api}/api/v1/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forgedAddress(attempt) },
        body: JSON.stringify({ email, password: guess }),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < GUESSES; attempt += 1) {
      statuses.push((await signIn(`Guess-${attempt}-Passw0rd`, attempt)).status);
    }
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const again: number[] = [];
    for (let attempt = 0; attempt < GUESSES; attempt += 1) {
      again.push((await signIn(`Guess-${attempt}-Again-Passw0rd`, attempt)).status);
    }
    expect(again).toEqual(Array.from({ length: GUESSES }, () => 429));
    const right = await signIn(password, 0);
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('lets a hundred guesses packed into one request as aliases and a batch get no further', async () => {
    const { email, password } = investors.guessedInBatch;
    const aliases = Array.from(
      { length: 10 },
      (_, index) =>
        `g${index}: signIn(email: $email, password: "Guess-${index}-Passw0rd") { message }`,
    ).join(' ');
    const batch = Array.from({ length: 10 }, () => ({
      query: `mutation ($email: String!) { ${aliases} }`,
      variables: { email },
    }));
    const answer = await postGraphql(gateway, JSON.stringify(batch));
    expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
    // Refused whole before any operation runs (decision 0017): not one guess reached api, so the
    // owner's own password still opens the account from the same client at once.
    expect(answer.status).toBe(400);
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await graphql(SIGN_IN, { email, password }))).toEqual([]);

    // The most guesses one request may carry, a batch of ten: the client's own limit lets five
    // reach the password check, the rest wait.
    const guesses = Array.from({ length: 10 }, (_, index) => ({
      query: `mutation ($email: String!) { signIn(email: $email, password: "Batch-${index}-Passw0rd") { message } }`,
      variables: { email },
    }));
    const allowed = await postGraphql(gateway, JSON.stringify(guesses));
    expect(graphqlProblems(allowed.status, allowed.body)).toEqual([]);
    const results = allowed.body as { data: unknown }[];
    expect(results.map((result) => result.data)).toEqual(Array.from({ length: 10 }, () => null));
    const counted = tally(codesOf(allowed));
    expect(counted.other).toEqual([]);
    expect(counted.wrongPassword).toBeLessThanOrEqual(5);
    expect(counted.throttled).toBeGreaterThan(0);
  });
});

describe('forged client addresses', () => {
  it('do not give a fresh rate-limit key through the gateway', async () => {
    const codes: string[][] = [];
    for (let attempt = 0; attempt < AUTH_PER_IP + 2; attempt += 1) {
      const answer = await graphql(
        'mutation ($email: String!) { resendVerification(email: $email) { message } }',
        { email: `nobody-${attempt}-${randomBytes(3).toString('hex')}@example.com` },
        forgedAddress(1000 + attempt),
      );
      codes.push(codesOf(answer));
    }
    // The limit is per client address: had a forged header counted, none would be refused.
    expect(codes.slice(0, AUTH_PER_IP)).toEqual(Array.from({ length: AUTH_PER_IP }, () => []));
    expect(codes.slice(AUTH_PER_IP)).toEqual([['RATE_LIMITED'], ['RATE_LIMITED']]);
  });
});

describe('tokens that must open nothing', () => {
  it('refuses a replayed refresh token and ends the session it belonged to', async () => {
    const first = await tokenPair(investors.holder);
    const rotated = await refreshedPair(first.refreshToken);
    const second = (rotated.body as { data: { refreshSessionToken: TokenPair } }).data
      .refreshSessionToken;
    expect(codesOf(await refreshedPair(first.refreshToken))).toEqual(['UNAUTHENTICATED']);
    // The thief's replay ended the family: the rightful client's new tokens stop working too.
    expect(await refusalOf(bearer(second.accessToken))).toBe('UNAUTHENTICATED');
    expect(codesOf(await refreshedPair(second.refreshToken))).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a replayed refresh cookie and ends the browser session', async () => {
    const browser = await signedIn(gateway, investors.holder);
    const stolen = browser.cookieHeader();
    await browser.graphql('mutation { refreshSession { message } }');
    const replay = await graphql('mutation { refreshSession { message } }', {}, { cookie: stolen });
    expect(codesOf(replay)).toEqual(['UNAUTHENTICATED']);
    expect(await refusalOf({ cookie: browser.cookieHeader() })).toBe('UNAUTHENTICATED');
  });

  it('refuses an access token 16 minutes old, signed with the right key', async () => {
    const { accessToken } = await tokenPair(investors.holder);
    const claims = { userId: claimsOf(accessToken).sub, familyId: claimsOf(accessToken).sid };
    const fresh = await signAccessToken(JWT_SECRET, claims, new Date());
    const stale = await signAccessToken(JWT_SECRET, claims, new Date(Date.now() - 16 * 60_000));
    expect(await refusalOf(bearer(fresh.token))).toBeNull();
    expect(await refusalOf(bearer(stale.token))).toBe('UNAUTHENTICATED');
    expect(await refusalOf({ cookie: `rent_access=${stale.token}` })).toBe('UNAUTHENTICATED');
  });

  it('refuses a token naming another investor, however it is signed', async () => {
    const holder = claimsOf((await tokenPair(investors.holder)).accessToken);
    const other = claimsOf((await tokenPair(investors.other)).accessToken);
    const crossed = await signAccessToken(
      JWT_SECRET,
      { userId: other.sub, familyId: holder.sid },
      new Date(),
    );
    expect(await refusalOf(bearer(crossed.token))).toBe('UNAUTHENTICATED');
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    const unsigned = `${header}.${Buffer.from(JSON.stringify({ ...other, exp: 4_102_444_800 })).toString('base64url')}.`;
    expect(await refusalOf(bearer(unsigned))).toBe('UNAUTHENTICATED');
    const otherKey = await signAccessToken(
      'k'.repeat(64),
      { userId: other.sub, familyId: other.sid },
      new Date(),
    );
    expect(await refusalOf(bearer(otherKey.token))).toBe('UNAUTHENTICATED');
  });

  it('refuses to show another investor’s KYC to a signed-in investor who names them', async () => {
    const { accessToken } = await tokenPair(investors.holder);
    const answer = await send(`${stack.urls.api}/api/v1/kyc/status?userId=${investors.other.id}`, {
      headers: bearer(accessToken),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toContain(investors.other.email);
  });

  it('refuses a reset link once a newer one was sent', async () => {
    const { email } = investors.other;
    await requestReset(email);
    const older = await mailedToken(stack.urls.sandbox, email, '/reset-password');
    await requestReset(email);
    await mailedToken(stack.urls.sandbox, email, '/reset-password', older);
    expect(codesOf(await resetWith(older))).toEqual(['BAD_USER_INPUT']);
    const stillTheirs = await graphql(SIGN_IN, { email, password: investors.other.password });
    expect(codesOf(stillTheirs)).toEqual([]);
  });

  it('refuses a verification link used as a reset link, and it still verifies', async () => {
    const email = `unverified-${randomBytes(4).toString('hex')}@hardening.example`;
    const signUp = await graphql(
      'mutation ($input: SignUpInput!) { signUp(input: $input) { message } }',
      {
        input: {
          fullname: 'Unverified Investor',
          email,
          password: NEW_PASSWORD,
          acceptedTerms: true,
        },
      },
    );
    expect(codesOf(signUp)).toEqual([]);
    const token = await mailedToken(stack.urls.sandbox, email, '/verify-email');
    expect(codesOf(await resetWith(token, `${NEW_PASSWORD}-stolen`))).toEqual(['BAD_USER_INPUT']);
    const verified = await graphql(
      'mutation ($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { message } }',
      { token, password: NEW_PASSWORD },
    );
    expect(codesOf(verified)).toEqual([]);
    expect(codesOf(await graphql(SIGN_IN, { email, password: NEW_PASSWORD }))).toEqual([]);
  });
});

describe('sessions that ended', () => {
  it('are refused after a password reset, and the reset link works once', async () => {
    const { email, password } = investors.resetting;
    const browser = await signedIn(gateway, investors.resetting);
    const beforeReset = browser.cookieHeader();
    const mobile = await tokenPair(investors.resetting);

    await requestReset(email);
    const token = await mailedToken(stack.urls.sandbox, email, '/reset-password');
    expect(codesOf(await resetWith(token))).toEqual([]);
    expect(codesOf(await resetWith(token, `${NEW_PASSWORD}-again`))).toEqual(['BAD_USER_INPUT']);

    expect(await refusalOf({ cookie: beforeReset })).toBe('UNAUTHENTICATED');
    const refreshed = await graphql(
      'mutation { refreshSession { message } }',
      {},
      { cookie: beforeReset },
    );
    expect(codesOf(refreshed)).toEqual(['UNAUTHENTICATED']);
    expect(await refusalOf(bearer(mobile.accessToken))).toBe('UNAUTHENTICATED');
    expect(codesOf(await refreshedPair(mobile.refreshToken))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await graphql(SIGN_IN, { email, password }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await graphql(SIGN_IN, { email, password: NEW_PASSWORD }))).toEqual([]);
  });

  it('are refused after a sign-out, whoever kept a copy of the cookies', async () => {
    const browser = await signedIn(gateway, investors.leaving);
    const copy = browser.cookieHeader();
    expect(await refusalOf({ cookie: copy })).toBeNull();
    await browser.graphql('mutation { signOut { message } }');
    expect(await refusalOf({ cookie: copy })).toBe('UNAUTHENTICATED');
    const refreshed = await graphql(
      'mutation { refreshSession { message } }',
      {},
      { cookie: copy },
    );
    expect(codesOf(refreshed)).toEqual(['UNAUTHENTICATED']);
  });
});
