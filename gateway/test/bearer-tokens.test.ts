// A mobile client's access token through the gateway against a real api: a token api refuses
// (invalid, expired, revoked) is UNAUTHENTICATED with HTTP 401 on every field that reads the
// account, `me` included, while a visitor without credentials still reads `me: null`.
import { SignJWT, decodeJwt } from 'jose';
import { metricValue } from '@rent/test-kit/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/yoga.js';
import { signedInInvestor } from './support/investors.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

const JWT_SECRET = 'bearer-tokens-test-secret-0123456789abcdef';

let stack: AccountStack;

beforeAll(async () => {
  stack = await startAccountStack({ JWT_SECRET });
});
afterAll(() => stack?.stop());

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

async function send(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as GraphQLBody };
}

const ME = '{ me { email } }';
const ORDERS = '{ orders(page: 1, limit: 10) { totalCount } }';
const TOKENS = `mutation ($email: String!, $password: String!) {
  createSessionToken(email: $email, password: $password) { accessToken refreshToken }
}`;
const REVOKE = `mutation ($refreshToken: String!) { revokeSessionToken(refreshToken: $refreshToken) { message } }`;

async function mobileSession() {
  const { email, password } = await signedInInvestor(stack.gateway.url, stack.sandbox.url);
  const created = await send(TOKENS, { email, password });
  const tokens = created.body.data?.createSessionToken as {
    accessToken: string;
    refreshToken: string;
  };
  return { email, ...tokens };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function expectRefusedToken(token: string) {
  for (const query of [ME, ORDERS]) {
    const { response, body } = await send(query, {}, bearer(token));
    expect(response.status, query).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    // `me` is nullable and answers null beside its error; `orders` is not, and takes data with it.
    expect(body.data?.me ?? null).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Please sign in to continue.',
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED', status: 401 }),
      }),
    ]);
  }
}

describe('a bearer token api refuses', () => {
  it('answers 401 UNAUTHENTICATED for a token that is not one of ours', async () => {
    await expectRefusedToken('not-a-token');
    const forged = await new SignJWT({ sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(crypto.randomUUID())
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-0123456789abcdef0123456789'));
    await expectRefusedToken(forged);
  });

  it('answers 401 UNAUTHENTICATED for an expired token, which worked before it expired', async () => {
    const { email, accessToken } = await mobileSession();
    expect((await send(ME, {}, bearer(accessToken))).body.data?.me).toEqual({ email });

    // The same investor and session, signed with api's key, but past its expiry.
    const { sub, sid } = decodeJwt(accessToken);
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub as string)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 20 * 60)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5 * 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    await expectRefusedToken(expired);
  });

  it('answers 401 UNAUTHENTICATED once its session is revoked', async () => {
    const { email, accessToken, refreshToken } = await mobileSession();
    const before = await send(`{ me { email } ${ORDERS.slice(1, -1)} }`, {}, bearer(accessToken));
    expect(before.response.status).toBe(200);
    expect(before.body).toEqual({ data: { me: { email }, orders: { totalCount: 0 } } });

    const revoked = await send(REVOKE, { refreshToken });
    expect(revoked.body.errors).toBeUndefined();
    await expectRefusedToken(accessToken);
  });

  it('gives each refused operation of a batch its UNAUTHENTICATED error', async () => {
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', ...bearer('x.y.z') },
      body: JSON.stringify([{ query: ME }, { query: '{ sale { symbol } }' }]),
    });
    const [me, sale] = (await response.json()) as GraphQLBody[];
    expect(me?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(sale?.data).toEqual({ sale: { symbol: 'RENT' } });
  });
});

describe('a request without a bearer token', () => {
  it('is a visitor: me is null with HTTP 200, and the account fields ask to sign in', async () => {
    const me = await send(ME);
    expect(me.response.status).toBe(200);
    expect(me.body).toEqual({ data: { me: null } });

    const orders = await send(ORDERS);
    expect(orders.response.status).toBe(200);
    expect(orders.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps a browser whose session cookie expired a visitor with HTTP 200', async () => {
    const { response, body } = await send(ME, {}, { cookie: 'rent_access=expired-or-forged' });
    expect(response.status).toBe(200);
    expect(body).toEqual({ data: { me: null } });
  });

  it('answers a visitor’s me without asking api, and asks it once an access token is presented', async () => {
    const userCalls = async () => {
      const text = await (await fetch(stack.gateway.metricsUrl)).text();
      return (
        (metricValue(text, 'rent_gateway_api_calls_total', {
          operation_id: 'getCurrentUser',
          status: '401',
        }) ?? 0) +
        (metricValue(text, 'rent_gateway_api_calls_total', {
          operation_id: 'getCurrentUser',
          status: '200',
        }) ?? 0)
      );
    };
    const before = await userCalls();
    for (const cookie of [undefined, 'rent_session=1; rent_refresh=r', 'rent_access=; x=1']) {
      const { body } = await send(ME, {}, cookie === undefined ? {} : { cookie });
      expect(body, String(cookie)).toEqual({ data: { me: null } });
    }
    expect(await userCalls()).toBe(before);

    await send(ME, {}, { cookie: 'rent_access=expired-or-forged' });
    await send(ME, {}, bearer('x.y.z'));
    expect(await userCalls()).toBe(before + 2);
  });
});
