// Buying through the gateway against a real api and the sandbox's Paytm: the operations, the
// payment return that redirects the browser, and what the dashboard then reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtPaytm } from '@rent/test-kit/sandbox';
import { CSRF_HEADER } from '../src/yoga.js';
import { PNG, runningSaleConfig, verifiedBuyers } from './support/buyers.js';
import type { CookieJar } from './support/cookie-jar.js';
import { signedInInvestor } from './support/investors.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

let stack: AccountStack;
let buyer: { email: string; jar: CookieJar };
let secondBuyer: { email: string; jar: CookieJar };

beforeAll(async () => {
  stack = await startAccountStack({ SALE_CONFIG: runningSaleConfig() });
  const buyers = await verifiedBuyers(stack.gateway.url, stack.sandbox.url, stack.api, 2);
  [buyer, secondBuyer] = [buyers[0]!, buyers[1]!];
}, 120_000);
afterAll(() => stack?.stop());

interface Payment {
  mid: string;
  paytmOrderId: string;
  paymentPageUrl: string;
  order: { purchaseId: string };
}

interface SalesGraph {
  range: string;
  labels: string[];
  data: string[];
}

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  jar?: CookieJar,
): Promise<GraphqlAnswer> {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      ...(jar && { cookie: jar.header() }),
    },
    body: JSON.stringify({ query, variables }),
  });
  jar?.store(response);
  return (await response.json()) as GraphqlAnswer;
}

const CREATE = `mutation ($amount: Decimal!) {
  createOnlineOrder(amount: $amount) {
    message mid paytmOrderId txnToken paymentPageUrl
    order { purchaseId paytmOrderId amountPaid currency baseTokens bonusTokens totalTokens bonusPercent phaseName paymentMethod isReferral status creditedAt }
  }
}`;

/** The browser's cross-site form POST to the payment return: no cookies, no CSRF header. */
async function postCallback(fields: Record<string, string>) {
  const response = await fetch(`${stack.gateway.url}/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

describe('buying online through the gateway', () => {
  it('creates an order, returns from Paytm to /payment-status and credits the tokens', async () => {
    const created = await graphql(CREATE, { amount: '3000' }, buyer.jar);
    expect(created.errors).toBeUndefined();
    const payment = created.data?.createOnlineOrder as Payment;
    expect(payment).toMatchObject({
      message: 'Payment initiated',
      mid: 'RENTPR07429183650244',
      paymentPageUrl: `${stack.sandbox.url}/theia/api/v1/showPaymentPage?mid=RENTPR07429183650244&orderId=${payment.paytmOrderId}`,
      order: {
        paytmOrderId: payment.paytmOrderId,
        amountPaid: '3000.00',
        currency: 'INR',
        baseTokens: '3',
        bonusTokens: '0.75',
        totalTokens: '3.75',
        bonusPercent: 25,
        phaseName: 'Pre-Sale',
        paymentMethod: 'PAYTM',
        isReferral: false,
        status: 'PENDING',
        creditedAt: null,
      },
    });

    const back = await postCallback(
      await payAtPaytm(stack.sandbox.url, payment.paytmOrderId, 'TXN_SUCCESS'),
    );
    expect(back.status).toBe(303);
    expect(back.location).toBe(
      `/payment-status?status=success&orderId=${payment.order.purchaseId}&amount=3000.00&tokens=3.75&currency=INR`,
    );

    const after = await graphql(
      `
        {
          me {
            tokenBalance
          }
          orders(page: 1, limit: 10) {
            totalCount
            page
            limit
            orders {
              purchaseId
              status
              paymentMethod
              totalTokens
              creditedAt
            }
          }
          rentSupply {
            totalSold
          }
          salesGraph {
            range
            labels
            data
          }
        }
      `,
      {},
      buyer.jar,
    );
    expect(after.errors).toBeUndefined();
    expect(after.data?.me).toEqual({ tokenBalance: '3.75' });
    expect(after.data?.orders).toMatchObject({
      totalCount: 1,
      page: 1,
      limit: 10,
      orders: [
        { purchaseId: payment.order.purchaseId, status: 'CREDITED', paymentMethod: 'PAYTM' },
      ],
    });
    expect(after.data?.rentSupply).toEqual({ totalSold: '3.75' });
    const graph = after.data?.salesGraph as SalesGraph;
    expect(graph.range).toBe('LAST_7_DAYS');
    expect(graph.labels).toHaveLength(7);
    expect(graph.data).toHaveLength(7);
    expect(graph.data.at(-1)).toBe('3.75');
  });

  it('sends a forged or failed payment to the failure screen, crediting nothing', async () => {
    const created = await graphql(CREATE, { amount: '1000' }, secondBuyer.jar);
    const { paytmOrderId } = created.data?.createOnlineOrder as Payment;
    const fields = await payAtPaytm(stack.sandbox.url, paytmOrderId, 'TXN_SUCCESS');
    const forged = await postCallback({ ...fields, TXNAMOUNT: '1.00' });
    expect(forged).toEqual({
      status: 303,
      location: '/payment-status?status=failure&currency=INR',
    });
    const balance = await graphql('{ me { tokenBalance } }', {}, secondBuyer.jar);
    expect(balance.data?.me).toEqual({ tokenBalance: '0' });

    const failed = await graphql(CREATE, { amount: '2000' }, secondBuyer.jar);
    const failedOrder = failed.data?.createOnlineOrder as Payment;
    const back = await postCallback(
      await payAtPaytm(stack.sandbox.url, failedOrder.paytmOrderId, 'TXN_FAILURE'),
    );
    expect(back.location).toMatch(/^\/payment-status\?status=failure&orderId=RENT-/);
  });

  it('answers a pending payment with the pending status', async () => {
    const created = await graphql(CREATE, { amount: '1000' }, secondBuyer.jar);
    const { paytmOrderId } = created.data?.createOnlineOrder as Payment;
    const back = await postCallback(await payAtPaytm(stack.sandbox.url, paytmOrderId, 'PENDING'));
    expect(back.location).toMatch(/^\/payment-status\?status=pending&orderId=RENT-/);
  });

  it('sends a visit to the payment return to the purchase screen', async () => {
    const response = await fetch(`${stack.gateway.url}/payment/callback`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/buy-token');
  });

  it('refuses an oversized or non-form payment return without asking api', async () => {
    const huge = await fetch(`${stack.gateway.url}/payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `ORDERID=${'x'.repeat(20_000)}`,
      redirect: 'manual',
    });
    expect(huge.headers.get('location')).toBe('/payment-status?status=failure&currency=INR');
    const json = await fetch(`${stack.gateway.url}/payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      redirect: 'manual',
    });
    expect(json.headers.get('location')).toBe('/payment-status?status=failure&currency=INR');
  });

  it('passes refusals on with their message and code', async () => {
    const visitor = await graphql(CREATE, { amount: '1000' });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const wrong = await graphql(CREATE, { amount: '1500' }, buyer.jar);
    expect(wrong.errors?.[0]).toMatchObject({
      message:
        'RENT tokens must be whole numbers (1, 2, 3, etc.): the amount must be a multiple of ₹1000.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const unverified = await signedInInvestor(stack.gateway.url, stack.sandbox.url);
    const refused = await graphql(CREATE, { amount: '1000' }, unverified.jar);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Complete KYC verification before buying tokens.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('pages orders and validates the page size', async () => {
    const page = await graphql(
      '{ orders(page: 2, limit: 1) { totalCount page limit orders { status } } }',
      {},
      secondBuyer.jar,
    );
    expect(page.data?.orders).toMatchObject({ page: 2, limit: 1, orders: [{}] });
    expect((page.data?.orders as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(3);
    const bad = await graphql('{ orders(page: 1, limit: 500) { totalCount } }', {}, buyer.jar);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const visitor = await graphql('{ orders { totalCount } }');
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('draws 30 days on request', async () => {
    const answer = await graphql('{ salesGraph(range: LAST_30_DAYS) { range labels data } }');
    const graph = answer.data?.salesGraph as SalesGraph;
    expect(graph.range).toBe('LAST_30_DAYS');
    expect(graph.labels).toHaveLength(30);
    expect(graph.data).toHaveLength(30);
  });

  it('submits a manual transfer with its proof as a multipart upload', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: `mutation ($amount: Decimal!, $proof: Upload!) {
          submitManualOrder(amount: $amount, proof: $proof) { message order { status paymentMethod amountPaid totalTokens } }
        }`,
        variables: { amount: '2000', proof: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.proof'] }));
    form.append('0', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'transfer.png');
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: 'true', cookie: buyer.jar.header() },
      body: form,
    });
    const body = (await response.json()) as GraphqlAnswer;
    expect(body.errors).toBeUndefined();
    expect(body.data?.submitManualOrder).toEqual({
      message: "Manual order submitted! You'll be notified once verified.",
      order: {
        status: 'PENDING',
        paymentMethod: 'MANUAL',
        amountPaid: '2000.00',
        totalTokens: '2.5',
      },
    });
  });

  it('gives the reference for the next bank transfer before it, and the order takes it', async () => {
    const OPEN = 'mutation { openBankReference { reference } }';
    const first = await graphql(OPEN, {}, secondBuyer.jar);
    expect(first.errors).toBeUndefined();
    const { reference } = (first.data?.openBankReference ?? {}) as { reference: string };
    expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await graphql(OPEN, {}, secondBuyer.jar)).data).toEqual(first.data);

    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: `mutation ($amount: Decimal!, $proof: Upload!) {
          submitManualOrder(amount: $amount, proof: $proof) { order { purchaseId bankReference amountCharged } }
        }`,
        variables: { amount: '1000', proof: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.proof'] }));
    form.append('0', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'transfer.png');
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { [CSRF_HEADER]: 'true', cookie: secondBuyer.jar.header() },
      body: form,
    });
    const body = (await response.json()) as GraphqlAnswer;
    expect(body.errors).toBeUndefined();
    const { order } = body.data?.submitManualOrder as {
      order: { purchaseId: string; bankReference: string; amountCharged: string };
    };
    expect(order).toMatchObject({ bankReference: reference, amountCharged: '0.00' });

    const next = await graphql(OPEN, {}, secondBuyer.jar);
    expect(next.data?.openBankReference).not.toEqual({ reference });
    const details = await graphql(
      'query ($id: String!) { order(purchaseId: $id) { bankReference referral { baseTokens } } }',
      { id: order.purchaseId },
      secondBuyer.jar,
    );
    expect(details.data).toEqual({ order: { bankReference: reference, referral: null } });

    const visitor = await graphql(OPEN);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets the web app post the payment form to Paytm and nowhere else', async () => {
    const response = await fetch(`${stack.gateway.url}/buy-token`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`form-action 'self' ${stack.sandbox.url}`);
  });
});
