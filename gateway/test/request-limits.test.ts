// One HTTP request is bounded as a whole, against a real api: a batch shares one operation's
// allowance, the calls to api it causes are counted (by a proxy in between), bodies without
// documents are held to 1 MB, and GraphiQL's page is protected like the app's.
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '@rent/test-kit/documents';
import { kycInput } from '@rent/test-kit/investors';
import { API_CALLS_PER_REQUEST } from '../src/api-client/call-budget.js';
import { BODY_TOO_LARGE_MESSAGE } from '../src/graphql/upload-limits.js';
import { CSRF_HEADER } from '../src/yoga.js';
import { CookieJar } from './support/cookie-jar.js';
import { startCountingProxy, type CountingProxy } from '@rent/test-kit/counting-proxy';
import { startGateway, type TestGateway } from './support/gateway.js';
import { signedInInvestor } from './support/investors.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

let stack: AccountStack;
let proxy: CountingProxy;
let gateway: TestGateway;
let investor: CookieJar;

beforeAll(async () => {
  stack = await startAccountStack();
  // Each call to api is held 40 ms, so that calls made together are seen together.
  proxy = await startCountingProxy(stack.api.url, { holdMs: 40 });
  gateway = await startGateway({
    API_URL: proxy.url,
    PAYTM_HOST: stack.sandbox.url,
    EXCHANGE_RATE_URL: `${stack.sandbox.url}/v6/latest/USD`,
  });
  ({ jar: investor } = await signedInInvestor(stack.gateway.url, stack.sandbox.url));
});
afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await stack?.stop();
});

interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}
type Answer = { data?: Record<string, unknown> | null; errors?: GraphqlError[] };

async function post(body: unknown, jar = new CookieJar()) {
  proxy.reset();
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', cookie: jar.header() },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer | Answer[],
    api: proxy.counts(),
  };
}

const aliased = (count: number, field = 'rentSupply { totalSold }') =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;

function expectRefusedWhole(answer: Awaited<ReturnType<typeof post>>, reason: RegExp) {
  expect(answer.status).toBe(400);
  expect(Array.isArray(answer.body)).toBe(false);
  const { data, errors } = answer.body as Answer;
  expect(data ?? null).toBeNull();
  expect(errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  expect(errors?.[0]?.message).toMatch(/too much at once/);
  expect(errors?.[0]?.message).toMatch(reason);
  expect(answer.api.calls).toBe(0);
}

describe('a batch shares the allowance of one operation', () => {
  it('refuses ten operations of fifteen aliases each, whole, without asking api anything', async () => {
    const batch = Array.from({ length: 10 }, () => ({ query: aliased(15) }));
    expectRefusedWhole(await post(batch), /at most 20 root fields in all \(found 150\)/);
  });

  it('refuses operations that hold more aliases together than one operation may', async () => {
    const batch = Array.from({ length: 2 }, () => ({ query: aliased(9, 'sale { symbol }') }));
    expectRefusedWhole(await post(batch), /at most 15 aliases in all \(found 18\)/);
  });

  it('refuses operations that cost more together than one operation may', async () => {
    const spreads = Array.from({ length: 100 }, () => '...Phases').join(' ');
    const query = `{ sale { ${spreads} } } fragment Phases on Sale { phases { name start end bonusPercent status } }`;
    const alone = await post({ query });
    expect((alone.body as Answer).errors).toBeUndefined();
    expectRefusedWhole(await post([{ query }, { query }]), /a cost of at most 5000 in all/);
  });

  it('refuses one operation holding more root fields than a request may', async () => {
    const query = `{ ${aliased(15).slice(1, -1)} sale { symbol } me { _id } kyc { status } orders { page } salesGraph { range } referrals { page } }`;
    expectRefusedWhole(
      await post({ query }, investor),
      /at most 20 root fields in all \(found 21\)/,
    );
  });
});

describe('the calls to api one request causes', () => {
  const DASHBOARD = `query Dashboard($signedIn: Boolean! = false) {
    sale { tokenName symbol tokenStandard price currency hardCap softCap totalSupply saleEnd
      currentPhase { name bonusPercent end } phases { name start end bonusPercent status } }
    rentSupply { totalSold }
    exchangeRates { usd aed source message }
    me { _id tokenBalance walletAddress }
    orders(page: 1, limit: 3) @include(if: $signedIn) { orders { _id purchaseId purchaseDate amountPaid baseTokens totalTokens isReferral status } }
    salesGraph(range: LAST_7_DAYS) { labels data }
  }`;
  const ME = `query Me { me { _id fullname email phone dob emailVerified tokenBalance createdAt } }`;

  it("answers the dashboard's batch as the web app sends it", async () => {
    const answer = await post(
      [
        { operationName: 'Me', query: ME, variables: {} },
        { operationName: 'Dashboard', query: DASHBOARD, variables: { signedIn: true } },
      ],
      investor,
    );
    expect(answer.status).toBe(200);
    const [me, dashboard] = answer.body as Answer[];
    expect(me?.errors).toBeUndefined();
    expect(dashboard?.errors).toBeUndefined();
    expect(dashboard?.data?.orders).toEqual({ orders: [] });
    expect(answer.api.calls).toBe(6);
  });

  const figuresBatch = Array.from({ length: 10 }, () => ({
    query: '{ sale { symbol } rentSupply { totalSold } }',
  }));

  function expectFigures(answer: Awaited<ReturnType<typeof post>>) {
    expect(answer.status).toBe(200);
    const answers = answer.body as Answer[];
    expect(answers).toHaveLength(10);
    for (const each of answers) {
      expect(each.errors).toBeUndefined();
      expect(each.data).toEqual({ sale: { symbol: 'RENT' }, rentSupply: { totalSold: '0' } });
    }
  }

  it('are at most six at a time and twenty in all, the rest waiting their turn', async () => {
    // Signed in, every figure is read from api (decision 0152).
    const answer = await post(figuresBatch, investor);
    expectFigures(answer);
    expect(answer.api.calls).toBe(API_CALLS_PER_REQUEST.total);
    expect(answer.api.mostInFlight).toBe(API_CALLS_PER_REQUEST.inFlight);
  });

  it("cost api one read of each figure for a visitor's request, however many it asks", async () => {
    const answer = await post(figuresBatch);
    expectFigures(answer);
    expect(answer.api.calls).toBeLessThanOrEqual(2);
  });
});

/** Sends `bytes` of JSON to /graphql, announced by its length or in chunks of unknown length. */
function sendRaw(bytes: Buffer, { chunked }: { chunked: boolean }) {
  return new Promise<{ status?: number; text: string }>((resolve, reject) => {
    const request = httpRequest(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        [CSRF_HEADER]: 'true',
        'content-type': 'application/json',
        ...(!chunked && { 'content-length': String(bytes.length) }),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    // The server may answer and close before the whole body is written.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
      request.write(bytes.subarray(offset, offset + 64 * 1024));
    }
    request.end();
  });
}

/** A real PNG of random pixels: it does not compress, so its file is about `side`² × 3 bytes. */
function noisyPng(side: number): Buffer {
  const rows = randomBytes(side * (side * 3 + 1));
  for (let row = 0; row < side; row += 1) rows[row * (side * 3 + 1)] = 0;
  return pngOf(side, side, 2, deflateSync(rows));
}

describe('the size of a request', () => {
  const twoMegabytes = Buffer.from(
    JSON.stringify({ query: '{ sale { symbol } }', variables: { padding: 'x'.repeat(2 << 20) } }),
  );

  it.each([
    ['announced by its length', false],
    ['sent in chunks', true],
  ])('refuses a 2 MB JSON body %s with 413', async (_how, chunked) => {
    const { status, text } = await sendRaw(twoMegabytes, { chunked });
    expect(status).toBe(413);
    expect(JSON.parse(text)).toMatchObject({
      errors: [{ message: BODY_TOO_LARGE_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('refuses a GET query string past 16 KB with 431 and a GraphQL error', async () => {
    const query = `{ sale { symbol } }${' '.repeat(20_000)}`;
    const response = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { [CSRF_HEADER]: 'true', accept: 'application/json' },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject({
      errors: [
        {
          message: 'Request headers too large (a query string and headers of at most 16 KB)',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
  });

  it('still accepts a 4 MB identity document in a multipart upload', async () => {
    const { email, jar } = await signedInInvestor(stack.gateway.url, stack.sandbox.url);
    const png = noisyPng(1200);
    expect(png.length).toBeGreaterThan(4 << 20);
    expect(png.length).toBeLessThan(5 << 20);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: `mutation ($input: KycInput!, $documents: [Upload!]!) {
          submitKyc(input: $input, documents: $documents) { kyc { status submission { documents { sizeBytes } } } }
        }`,
        variables: {
          documents: [null],
          input: kycInput(email),
        },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.documents.0'] }));
    form.append('0', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'aadhar.png');
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: 'true', cookie: jar.header() },
      body: form,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.errors).toBeUndefined();
    expect(body.data?.submitKyc).toMatchObject({ kyc: { status: 'SUBMITTED' } });
  });
});

describe("GraphiQL's page", () => {
  it('carries the security headers of the app, its policy allowing only its own scripts', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) =>
      createHash('sha256')
        .update(script ?? '')
        .digest('base64'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const policy = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // Its parts from this origin (decision 0146), and its one inline script by hash.
    expect(directives.get('script-src')).toEqual([
      "'self'",
      ...scripts.map((hash) => `'sha256-${hash}'`),
    ]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
