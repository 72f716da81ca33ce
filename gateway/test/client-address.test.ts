// Behind a proxy that appends the client to `X-Forwarded-For` (as nginx's sample configuration
// does), a client that writes its own entries first still counts as itself (decision 0098): the
// gateway trusts one hop, takes the entry that proxy appended, and sends api that address alone.
// Different real clients are different loopback addresses of this machine.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestFrom,
  startAppendingProxy,
  type AnswerFrom,
  type AppendingProxy,
} from '@rent/test-kit/appending-proxy';
import { STREAM_CAPS } from '../src/live/sale-progress-feed.js';
import { CSRF_HEADER } from '../src/yoga.js';
import { startGateway, type TestGateway } from './support/gateway.js';
import {
  startApiProcess,
  startSandboxProcess,
  type RunningApi,
  type RunningSandbox,
} from './support/services.js';

/** Sign-ins and sign-ups api allows one address a minute in this suite. */
const PER_ADDRESS = 5;
const ATTACKER = '127.0.0.2';
const BYSTANDER = '127.0.0.3';

let sandbox: RunningSandbox;
let api: RunningApi;
let gateway: TestGateway;
let proxy: AppendingProxy;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  api = await startApiProcess({
    SMTP_URL: sandbox.smtpUrl,
    PAYTM_HOST: sandbox.url,
    RATE_LIMIT_SIGNIN_PER_IP: String(PER_ADDRESS),
    RATE_LIMIT_AUTH_PER_IP: String(PER_ADDRESS),
    // Only the per-address limits are under test.
    RATE_LIMIT_SIGNIN_PER_ACCOUNT: '1000',
    RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '1000',
    // As compose runs api: the gateway is its one trusted hop.
    TRUST_PROXY: '1',
  });
  gateway = await startGateway({ API_URL: api.url, PAYTM_HOST: sandbox.url, TRUST_PROXY: '1' });
  proxy = await startAppendingProxy(gateway.url);
});

afterAll(async () => {
  await proxy?.close();
  await gateway?.close();
  await Promise.all([api?.stop(), sandbox?.stop()]);
});

/** A different forged entry, and a trailing comma, on every request, as the attack sends them. */
const forged = () =>
  `${Math.floor(Math.random() * 223) + 1}.${Math.floor(Math.random() * 255)}.0.${Math.floor(Math.random() * 254) + 1}, `;

async function graphqlFrom(
  client: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ errors?: { extensions?: { code?: string; retryAfter?: number } }[] }> {
  const answer = await requestFrom(client, `${proxy.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      'x-forwarded-for': forged(),
    },
    body: JSON.stringify({ query, variables }),
  });
  return JSON.parse(await answer.text());
}

const codeOf = (body: Awaited<ReturnType<typeof graphqlFrom>>) =>
  body.errors?.[0]?.extensions?.code ?? 'OK';

const SIGN_IN = `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { message } }`;
const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { message } }`;

const wrongSignIn = (client: string) =>
  graphqlFrom(client, SIGN_IN, {
    email: `nobody-${randomUUID()}@example.com`,
    password: 'Wr0ng-Password',
  });

const signUp = (client: string) =>
  graphqlFrom(client, SIGN_UP, {
    input: {
      fullname: 'Asha Rao',
      email: `investor-${randomUUID()}@example.com`,
      password: 'Str0ngPassword',
      acceptedTerms: true,
    },
  });

describe('a client that writes its own X-Forwarded-For before the proxy appends', () => {
  it('is refused at the 6th sign-in, and another client is not', async () => {
    const codes = [];
    for (let attempt = 0; attempt < PER_ADDRESS + 1; attempt += 1)
      codes.push(codeOf(await wrongSignIn(ATTACKER)));
    expect(codes.slice(0, PER_ADDRESS).every((code) => code !== 'RATE_LIMITED')).toBe(true);
    expect(codes[PER_ADDRESS]).toBe('RATE_LIMITED');
    expect(codeOf(await wrongSignIn(BYSTANDER))).not.toBe('RATE_LIMITED');
  });

  it('is refused at the 6th sign-up, and another client is not', async () => {
    const codes = [];
    for (let attempt = 0; attempt < PER_ADDRESS + 1; attempt += 1)
      codes.push(codeOf(await signUp('127.0.0.4')));
    expect(codes.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill('OK'));
    expect(codes[PER_ADDRESS]).toBe('RATE_LIMITED');
    expect(codeOf(await signUp('127.0.0.5'))).toBe('OK');
  });

  it('holds the live-stream cap per real client', async () => {
    const open = (client: string) =>
      requestFrom(client, `${proxy.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          [CSRF_HEADER]: 'true',
          'x-forwarded-for': forged(),
        },
        body: JSON.stringify({ query: 'subscription { saleProgress { tokensSold } }' }),
      });
    const streams: AnswerFrom[] = [];
    try {
      for (let index = 0; index < STREAM_CAPS.perClient; index += 1) {
        const stream = await open('127.0.0.6');
        streams.push(stream);
        await expect.poll(() => stream.received(), { timeout: 10_000 }).toMatch(/tokensSold/);
      }
      const refused = await open('127.0.0.6');
      streams.push(refused);
      await expect.poll(() => refused.received(), { timeout: 10_000 }).toMatch(/RATE_LIMITED/);
      const bystander = await open('127.0.0.7');
      streams.push(bystander);
      await expect.poll(() => bystander.received(), { timeout: 10_000 }).toMatch(/tokensSold/);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
