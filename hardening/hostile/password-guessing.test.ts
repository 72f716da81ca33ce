// Someone holding a stolen session guesses the account's password through the checks that ask for
// it again: changing the password and replacing the receiving wallet. Through batched GraphQL and
// straight to api, from forged addresses, a guesser gets a handful of checks per account per hour
// and then only 429 / RATE_LIMITED, even for the right password; meanwhile a bystander's sign-in
// stays as quick as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack, type Investor } from '../support/stack.js';
import { graphqlErrorsOf, graphqlProblems } from './answer-checks.js';
import { loopback, postGraphql, send, type HttpAnswer } from './graphql-requests.js';

/** Current-password checks one account gets per window (api's default). */
const CHECKS_PER_ACCOUNT = 5;
const NEW_PASSWORD = 'Taken-Over-2025';
const WALLET = '0x52908400098527886E0F7030069857D2E4169EE7';
const THIEVES_WALLET = '0xde709f2102306220921060314715629080e2fb77';

let stack: HardeningStack;
let gateway: string;
let api: string;
let victims: { batched: Investor; rest: Investor; wallet: Investor; bystander: Investor };

beforeAll(async () => {
  // The bystander signs in more often than sign-in's own per-account limit allows.
  stack = await startHardeningStack({
    investors: 4,
    env: { api: { RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000' } },
  });
  gateway = loopback(stack.urls.gateway);
  api = loopback(stack.urls.api);
  const [batched, rest, wallet, bystander] = stack.investors;
  if (!batched || !rest || !wallet || !bystander)
    throw new Error('the stack has too few investors');
  victims = { batched, rest, wallet, bystander };
});

afterAll(async () => {
  await stack?.stop();
});

const codesOf = (answer: HttpAnswer) =>
  graphqlErrorsOf(answer.body).map((error) => String(error.extensions?.code));

/** A forged client address for every attempt, which must not buy a fresh allowance. */
function forgedAddress(attempt: number): Record<string, string> {
  const address = `203.0.${Math.floor(attempt / 250)}.${(attempt % 250) + 1}`;
  return { 'x-forwarded-for': address, 'x-real-ip': address, forwarded: `for=${address}` };
}

/** An access cookie of api's own, as a thief who copied it from the browser would hold. */
async function stolenCookie(investor: Investor): Promise<string> {
  const answer = await send(`${api}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: investor.email, password: investor.password }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

function patch(path: string, cookie: string, body: object, attempt: number) {
  return send(`${api}/api/v1${path}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie, ...forgedAddress(attempt) },
    body: JSON.stringify(body),
  });
}

async function signInMs(investor: Investor): Promise<number> {
  const started = performance.now();
  const answer = await send(`${api}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: investor.email, password: investor.password }),
  });
  expect(answer.status).toBe(200);
  return performance.now() - started;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('guessing the current password with a stolen session', () => {
  it('gets a handful of checks through batched GraphQL, then RATE_LIMITED even when right', async () => {
    const { email, password } = victims.batched;
    const session = await signedIn(gateway, { email, password });
    // As many guesses as one request may carry: a batch of ten operations, one guess each (more
    // root fields or aliases per request are refused whole by the gateway, decision 0017).
    const codes: string[] = [];
    for (let request = 0; request < 5; request += 1) {
      const batch = Array.from({ length: 10 }, (_, operation) => ({
        query: `mutation { changePassword(currentPassword: "Guess-${request}-${operation}", newPassword: "${NEW_PASSWORD}") { message } }`,
      }));
      const answer = await postGraphql(gateway, JSON.stringify(batch), session);
      expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
      codes.push(...codesOf(answer));
    }
    const wrong = codes.filter((code) => code === 'BAD_USER_INPUT').length;
    const throttled = codes.filter((code) => code === 'RATE_LIMITED').length;
    expect(codes.filter((code) => code !== 'BAD_USER_INPUT' && code !== 'RATE_LIMITED')).toEqual(
      [],
    );
    expect(wrong).toBeLessThanOrEqual(CHECKS_PER_ACCOUNT);
    expect(throttled).toBeGreaterThanOrEqual(codes.length - CHECKS_PER_ACCOUNT);

    // The right password now gets the same answer: the guesser cannot tell it was right.
    const right = await session.graphql(
      'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) { message } }',
      { current: password, next: NEW_PASSWORD },
    );
    expect(right.errors?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    // And the account still opens with its own password.
    await signedIn(gateway, { email, password });
  });

  it('gets a handful of checks straight from api, in parallel and from forged addresses, then 429 with Retry-After', async () => {
    const cookie = await stolenCookie(victims.rest);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) =>
        patch(
          '/user/change-password',
          cookie,
          { currentPassword: `Guess-${attempt}-Passw0rd`, newPassword: NEW_PASSWORD },
          attempt,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(
      CHECKS_PER_ACCOUNT,
    );
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused?.body).toMatchObject({ status: false, data: null });
    const right = await patch(
      '/user/change-password',
      cookie,
      { currentPassword: victims.rest.password, newPassword: NEW_PASSWORD },
      999,
    );
    expect(right.status).toBe(429);
  });

  it('cannot send the tokens elsewhere: wallet guesses share the limit and the wallet stays', async () => {
    const cookie = await stolenCookie(victims.wallet);
    expect((await patch('/kyc/wallet', cookie, { walletAddress: WALLET }, 0)).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const answer = await patch(
        '/kyc/wallet',
        cookie,
        { walletAddress: THIEVES_WALLET, currentPassword: `Guess-${attempt}-Passw0rd` },
        attempt,
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 400).length).toBe(CHECKS_PER_ACCOUNT);
    expect(statuses.slice(CHECKS_PER_ACCOUNT)).toEqual(
      Array.from({ length: 12 - CHECKS_PER_ACCOUNT }, () => 429),
    );
    const kyc = await send(`${api}/api/v1/kyc/status`, { headers: { cookie } });
    expect((kyc.body as { data: { walletAddress: string } }).data.walletAddress).toBe(WALLET);
  });

  it('keeps a bystander’s sign-in about as quick as before while 1,250 guesses arrive', async () => {
    const before: number[] = [];
    for (let round = 0; round < 5; round += 1) before.push(await signInMs(victims.bystander));

    // Ten guesses in flight at a time, as ten-operation GraphQL batches would send them.
    const thief = await stolenCookie(victims.batched);
    const statuses: number[] = [];
    let sent = 0;
    const lane = async () => {
      while (sent < 1250) {
        const attempt = sent;
        sent += 1;
        const answer = await patch(
          '/user/change-password',
          thief,
          { currentPassword: `Flood-${attempt}-Passw0rd`, newPassword: NEW_PASSWORD },
          attempt,
        );
        statuses.push(answer.status);
      }
    };
    const flood = Promise.all(Array.from({ length: 10 }, lane));
    const during: number[] = [];
    for (let round = 0; round < 5; round += 1) during.push(await signInMs(victims.bystander));
    await flood;
    expect(statuses).toHaveLength(1250);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    console.info(
      `bystander sign-in median ${median(before).toFixed(0)} ms before, ` +
        `${median(during).toFixed(0)} ms during 1,250 change-password guesses`,
    );
    // 1,250 argon2 verifications would take seconds on any machine; what remains is HTTP and
    // database work, a fraction of that.
    expect(median(during)).toBeLessThan(median(before) * 5 + 500);
  });
});
