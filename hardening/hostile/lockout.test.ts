// The lockout attack against the built product: strangers send wrong passwords for an investor's
// address from many client addresses, hoping the account locks and its owner cannot sign in. The
// gateway here sits behind a load balancer (TRUST_PROXY=1: one hop), which tells it each client's
// address in X-Forwarded-For, as a real deployment would; the attack is also sent straight to api,
// which believes the local gateway's header. The owner, signing in from an address that has not
// failed, must get in; a client that failed must not; an unknown address must answer alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHardeningStack, type HardeningStack, type Investor } from '../support/stack.js';
import { graphqlErrorsOf, graphqlProblems } from './answer-checks.js';
import { loopback, postGraphql, send, type HttpAnswer } from './graphql-requests.js';

/** Stranger addresses per attack, and wrong passwords sent from each. */
const ADDRESSES = 40;
const GUESSES_PER_ADDRESS = 6;
/** api's default RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT. */
const ACCOUNT_CEILING = 20;

let stack: HardeningStack;
let gateway: string;
let viaGateway: Investor;
let viaApi: Investor;
let untouched: Investor;

beforeAll(async () => {
  stack = await startHardeningStack({
    investors: 3,
    env: { gateway: { TRUST_PROXY: '1' } },
  });
  gateway = loopback(stack.urls.gateway);
  const [first, second, third] = stack.investors;
  if (!first || !second || !third) throw new Error('the stack has too few investors');
  viaGateway = first;
  viaApi = second;
  untouched = third;
});

afterAll(async () => {
  await stack?.stop();
});

const SIGN_IN =
  'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { message } }';

const strangerAddress = (index: number) => `198.51.${Math.floor(index / 250)}.${(index % 250) + 1}`;

async function signInViaGateway(email: string, password: string, address: string) {
  const answer = await postGraphql(
    gateway,
    JSON.stringify({ query: SIGN_IN, variables: { email, password } }),
    undefined,
    {
      'x-forwarded-for': address,
    },
  );
  expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
  return answer;
}

function signInViaApi(email: string, password: string, address: string): Promise<HttpAnswer> {
  return send(`${stack.urls.api}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
}

const codesOf = (answer: HttpAnswer) =>
  graphqlErrorsOf(answer.body).map((error) => String(error.extensions?.code));

describe('the lockout attack', () => {
  it(`does not keep the owner out after ${ADDRESSES * GUESSES_PER_ADDRESS} wrong passwords from ${ADDRESSES} addresses, through the gateway`, async () => {
    const { email, password } = viaGateway;
    const codes: string[] = [];
    for (let index = 0; index < ADDRESSES; index += 1) {
      for (let guess = 0; guess < GUESSES_PER_ADDRESS; guess += 1) {
        const answer = await signInViaGateway(
          email,
          `Guess-${index}-${guess}-Passw0rd`,
          strangerAddress(index),
        );
        codes.push(...codesOf(answer));
      }
    }
    expect(codes.filter((code) => code !== 'UNAUTHENTICATED' && code !== 'RATE_LIMITED')).toEqual(
      [],
    );
    // The guessers were slowed: past the account's ceiling of 20 failures, each address got one
    // check and was then held.
    expect(codes.filter((code) => code === 'UNAUTHENTICATED').length).toBeLessThanOrEqual(
      ACCOUNT_CEILING + ADDRESSES,
    );
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(
      ADDRESSES * (GUESSES_PER_ADDRESS - 5),
    );

    const owner = await signInViaGateway(email, password, '203.0.113.77');
    expect(codesOf(owner)).toEqual([]);
    expect(owner.body).toEqual({ data: { signIn: { message: 'Login successful' } } });
    // A client that guessed wrong cannot tell the right password from a wrong one.
    const guesser = await signInViaGateway(email, password, strangerAddress(0));
    expect(codesOf(guesser)).toEqual(['RATE_LIMITED']);
  });

  it('does not keep the owner out when the attack is sent straight to api', async () => {
    const { email, password } = viaApi;
    const statuses: number[] = [];
    for (let index = 0; index < ADDRESSES; index += 1) {
      for (let guess = 0; guess < GUESSES_PER_ADDRESS; guess += 1) {
        const answer = await signInViaApi(
          email,
          `Guess-${index}-${guess}-Passw0rd`,
          strangerAddress(1000 + index),
        );
        statuses.push(answer.status);
      }
    }
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const owner = await signInViaApi(email, password, '203.0.113.78');
    expect(owner.status).toBe(200);
    expect(owner.headers.get('set-cookie')).toContain('rent_access=');
    const guesser = await signInViaApi(email, password, strangerAddress(1000));
    expect(guesser.status).toBe(429);
    expect(guesser.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    expect(guesser.headers.get('set-cookie')).toBeNull();
  });

  it('answers a registered and an unknown address alike, attempt for attempt', async () => {
    const run = async (email: string, address: string) => {
      const answers = [];
      for (let guess = 0; guess < 7; guess += 1) {
        const answer = await signInViaApi(email, `Guess-${guess}-Passw0rd`, address);
        answers.push({
          status: answer.status,
          body: answer.body,
          retryAfter: answer.headers.get('retry-after'),
        });
      }
      return answers;
    };
    const known = await run(untouched.email, '203.0.113.90');
    const unknown = await run('nobody-registered@hardening.example', '203.0.113.91');
    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
