// The client who writes its own X-Forwarded-For (decision 0098), against the built product behind
// a proxy that appends the client's address as the sample nginx configuration does, with the
// gateway trusting that one hop and api trusting the gateway as compose sets them. Before, the
// gateway relayed the client's header and everyone keyed their limits on its first entry: a
// random one per request bought a fresh allowance every time.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestFrom,
  startAppendingProxy,
  type AppendingProxy,
} from '@rent/test-kit/appending-proxy';
import { CSRF_HEADER } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack, type Investor } from '../support/stack.js';
import { graphqlErrorsOf } from './answer-checks.js';
import { loopback } from './graphql-requests.js';

/** Sign-ins and sign-ups api allows one address a minute here. */
const PER_ADDRESS = 5;

let stack: HardeningStack;
let proxy: AppendingProxy;
let owner: Investor;

beforeAll(async () => {
  stack = await startHardeningStack({
    investors: 1,
    env: {
      gateway: { TRUST_PROXY: '1' },
      api: {
        TRUST_PROXY: '1',
        RATE_LIMIT_SIGNIN_PER_IP: String(PER_ADDRESS),
        RATE_LIMIT_AUTH_PER_IP: String(PER_ADDRESS),
        RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000',
        RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '1000',
      },
    },
  });
  proxy = await startAppendingProxy(loopback(stack.urls.gateway));
  const [first] = stack.investors;
  if (!first) throw new Error('the stack has no investor');
  owner = first;
});

afterAll(async () => {
  await proxy?.close();
  await stack?.stop();
});

let forgedCount = 0;
/** A different forged address on every request, with the trailing comma the attack sends. */
function forged(): string {
  forgedCount += 1;
  return `203.0.${forgedCount >> 8}.${forgedCount & 255}, `;
}

async function codeFrom(client: string, query: string, variables: object): Promise<string> {
  const answer = await requestFrom(client, `${proxy.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      'x-forwarded-for': forged(),
    },
    body: JSON.stringify({ query, variables }),
  });
  const errors = graphqlErrorsOf(JSON.parse(await answer.text()));
  return String(errors[0]?.extensions?.code ?? 'OK');
}

const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { message } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { message } }`;

describe('a forged X-Forwarded-For in front of what the proxy appends', () => {
  it('buys no sign-in past the 5th: the 6th, even with the right password, is refused', async () => {
    const codes = [];
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1)
      codes.push(
        await codeFrom('127.0.0.2', SIGN_IN, { email: owner.email, password: 'Wr0ng-Guess-1' }),
      );
    expect(codes).not.toContain('RATE_LIMITED');
    expect(
      await codeFrom('127.0.0.2', SIGN_IN, { email: owner.email, password: owner.password }),
    ).toBe('RATE_LIMITED');
    // The owner, from an address of her own, signs in.
    expect(
      await codeFrom('127.0.0.3', SIGN_IN, { email: owner.email, password: owner.password }),
    ).toBe('OK');
  });

  it('buys no sign-up past the 5th', async () => {
    const signUp = (client: string) =>
      codeFrom(client, SIGN_UP, {
        input: {
          fullname: 'Asha Rao',
          email: `stranger-${randomUUID()}@hardening.example`,
          password: 'Str0ngPassword',
          acceptedTerms: true,
        },
      });
    const codes = [];
    for (let attempt = 0; attempt <= PER_ADDRESS; attempt += 1)
      codes.push(await signUp('127.0.0.4'));
    expect(codes).toEqual([...Array<string>(PER_ADDRESS).fill('OK'), 'RATE_LIMITED']);
    expect(await signUp('127.0.0.5')).toBe('OK');
  });
});
