// The investor's files served by the gateway against a real api: `/downloads/receipts/:id.pdf` and
// `/downloads/transactions.csv` with the session cookie or a bearer token, api's bytes and headers
// passed through, refusals in the envelope with api's status, and nothing another site can read.
import { addDecimals, formatDecimal, parseDecimal } from '@rent/sale-rules';
import { csvRecords, pdfText } from '@rent/test-kit/downloads';
import { payAtPaytm } from '@rent/test-kit/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/yoga.js';
import { runningSaleConfig, verifiedBuyers } from './support/buyers.js';
import type { CookieJar } from './support/cookie-jar.js';
import { startCountingProxy, type CountingProxy } from '@rent/test-kit/counting-proxy';
import { startGateway, type TestGateway } from './support/gateway.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

let stack: AccountStack;
let proxy: CountingProxy;
let gateway: TestGateway;
let owner: { jar: CookieJar; email: string; password: string };
let stranger: CookieJar;
let credited: string;
let pending: string;

async function graphql(query: string, variables: Record<string, unknown>, jar?: CookieJar) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      ...(jar && { cookie: jar.header() }),
    },
    body: JSON.stringify({ query, variables }),
  });
  jar?.store(response);
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
}

/** An online order of the owner, paid at the Paytm stand-in with `status`; its reference. */
async function buy(amount: string, status: 'TXN_SUCCESS' | 'PENDING') {
  const created = await graphql(
    `
      mutation ($amount: Decimal!) {
        createOnlineOrder(amount: $amount) {
          paytmOrderId
          order {
            purchaseId
          }
        }
      }
    `,
    { amount },
    owner.jar,
  );
  expect(created.errors).toBeUndefined();
  const { paytmOrderId, order } = created.data?.createOnlineOrder as {
    paytmOrderId: string;
    order: { purchaseId: string };
  };
  const fields = await payAtPaytm(stack.sandbox.url, paytmOrderId, status);
  await fetch(`${gateway.url}/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return order.purchaseId;
}

beforeAll(async () => {
  stack = await startAccountStack({ SALE_CONFIG: runningSaleConfig() });
  proxy = await startCountingProxy(stack.api.url);
  gateway = await startGateway({ API_URL: proxy.url, PAYTM_HOST: stack.sandbox.url });
  const [first, second] = await verifiedBuyers(gateway.url, stack.sandbox.url, stack.api, 2);
  owner = first!;
  stranger = second!.jar;
  credited = await buy('3000', 'TXN_SUCCESS');
  pending = await buy('1000', 'PENDING');
  await buy('2000', 'TXN_SUCCESS');
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await stack?.stop();
});

beforeEach(() => proxy.reset());

const download = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}${path}`, { headers, redirect: 'manual' });

const asOwner = () => ({ cookie: owner.jar.header() });

async function expectEnvelope(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await response.json()).toEqual({ status: false, message, data: null, errors: [] });
}

describe('the receipt download', () => {
  it('gives the owner api’s PDF unchanged, as an attachment nobody caches or sniffs', async () => {
    const response = await download(`/downloads/receipts/${credited}.pdf`, asOwner());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${credited}-receipt.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(credited);
    expect(text).toContain('₹3,000.00');
    expect(text).toContain('3.75 RENT');
    expect(text).toContain('Asha Rao');
  });

  it('takes a bearer token as api does', async () => {
    const tokens = await graphql(
      `
        mutation ($email: String!, $password: String!) {
          createSessionToken(email: $email, password: $password) {
            accessToken
          }
        }
      `,
      { email: owner.email, password: owner.password },
    );
    const { accessToken } = tokens.data?.createSessionToken as { accessToken: string };
    const response = await download(`/downloads/receipts/${credited}.pdf`, {
      authorization: `Bearer ${accessToken}`,
    });
    expect(response.status).toBe(200);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers another investor 404, as for a made-up reference', async () => {
    const strangers = await download(`/downloads/receipts/${credited}.pdf`, {
      cookie: stranger.header(),
    });
    await expectEnvelope(strangers, 404, 'Order not found.');
    const madeUp = await download('/downloads/receipts/RENT-ABCDEFGHJK.pdf', asOwner());
    await expectEnvelope(madeUp, 404, 'Order not found.');
  });

  it('answers a visitor without a session 401', async () => {
    await expectEnvelope(
      await download(`/downloads/receipts/${credited}.pdf`),
      401,
      'Please sign in to continue.',
    );
  });

  it('passes on api’s reason for an order not credited yet', async () => {
    await expectEnvelope(
      await download(`/downloads/receipts/${pending}.pdf`, asOwner()),
      409,
      'This order is not credited yet. Its receipt can be downloaded once it is.',
    );
  });

  it.each([
    ['a short reference', 'RENT-ABCDEFGHJ'],
    ['look-alike characters', 'RENT-OOOOOOOOOO'],
    ['a path of api', '..%2F..%2Fapi%2Fv1%2Fuser'],
    ['an encoded slash', `RENT-ABCDEFGHJK%2F..%2F${'x'}`],
    ['a broken escape', 'RENT-%E0%A4%A'],
    ['a null byte', 'RENT-ABCDEFGHJ%00'],
    ['an injection', "RENT-A'%20OR%201=1--"],
    ['a long one', 'R'.repeat(5000)],
  ])('refuses %s with 404 before asking api', async (_name, reference) => {
    const response = await download(`/downloads/receipts/${reference}.pdf`, asOwner());
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: false, data: null });
    expect(proxy.counts().calls).toBe(0);
  });

  it('sends no CORS header to another origin, and refuses other methods', async () => {
    const response = await download(`/downloads/receipts/${credited}.pdf`, {
      ...asOwner(),
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(200);
    for (const name of response.headers.keys()) expect(name).not.toMatch(/^access-control-/);
    await response.arrayBuffer();

    proxy.reset();
    const posted = await fetch(`${gateway.url}/downloads/transactions.csv`, {
      method: 'POST',
      headers: asOwner(),
    });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET');
    expect(proxy.counts().calls).toBe(0);
  });
});

describe('the statement download', () => {
  it('gives the owner every order as CSV, the credited tokens summing to the balance', async () => {
    const response = await download('/downloads/transactions.csv', asOwner());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rent-transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const records = csvRecords(await response.text());
    expect(records.map((record) => record.status)).toEqual(['credited', 'pending', 'credited']);
    expect(records[0]).toMatchObject({ purchase_id: credited, amount_inr: '3000.00' });
    const tokens = records
      .filter((record) => record.status === 'credited')
      .reduce((sum, record) => addDecimals(sum, parseDecimal(record.total_tokens ?? '')), {
        units: 0n,
        scale: 0,
      });
    const me = await graphql('{ me { tokenBalance } }', {}, owner.jar);
    expect(formatDecimal(tokens)).toBe((me.data?.me as { tokenBalance: string }).tokenBalance);
    expect(formatDecimal(tokens)).toBe('6.25');
  });

  it('is the investor’s own: another investor’s statement holds none of the owner’s orders', async () => {
    const response = await download('/downloads/transactions.csv', { cookie: stranger.header() });
    expect(response.status).toBe(200);
    expect(csvRecords(await response.text())).toEqual([]);
  });

  it('answers a visitor without a session 401', async () => {
    await expectEnvelope(
      await download('/downloads/transactions.csv'),
      401,
      'Please sign in to continue.',
    );
  });

  it('answers an unknown download 404 without asking api', async () => {
    const response = await download('/downloads/statement.xlsx', asOwner());
    expect(response.status).toBe(404);
    expect(proxy.counts().calls).toBe(0);
  });
});
