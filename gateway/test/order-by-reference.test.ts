// The payment result screen asks the gateway for the order a return link names: `order(purchaseId)`
// answers the signed-in owner with the order as it stands, and nobody else with anything about it.
// `sale.supportEmail` names the configured contact the failure text points to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAtPaytm } from '@rent/test-kit/sandbox';
import { CSRF_HEADER } from '../src/yoga.js';
import { runningSaleConfig, verifiedBuyers } from './support/buyers.js';
import type { CookieJar } from './support/cookie-jar.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

let stack: AccountStack;
let owner: CookieJar;
let stranger: CookieJar;

beforeAll(async () => {
  stack = await startAccountStack({
    SALE_CONFIG: runningSaleConfig(),
    SUPPORT_EMAIL: 'payments@rent.example',
  });
  const buyers = await verifiedBuyers(stack.gateway.url, stack.sandbox.url, stack.api, 2);
  [owner, stranger] = [buyers[0]!.jar, buyers[1]!.jar];
}, 120_000);
afterAll(() => stack?.stop());

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function graphql(query: string, variables: Record<string, unknown>, jar?: CookieJar) {
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

const ORDER = `query ($purchaseId: String!) {
  order(purchaseId: $purchaseId) { purchaseId status paymentMethod amountPaid totalTokens statusReason }
}`;

const readOrder = async (purchaseId: string, jar?: CookieJar) =>
  graphql(ORDER, { purchaseId }, jar);

async function startPayment(amount: string) {
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
    owner,
  );
  expect(created.errors).toBeUndefined();
  return created.data?.createOnlineOrder as { paytmOrderId: string; order: { purchaseId: string } };
}

/** Paytm settles the payment, and the browser comes back through the gateway's return. */
async function payAndReturn(paytmOrderId: string, status: string) {
  const fields = await payAtPaytm(stack.sandbox.url, paytmOrderId, status);
  await fetch(`${stack.gateway.url}/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('the order a payment return names', () => {
  it('is read by its owner as it stands: pending, then credited with the real figures', async () => {
    const { paytmOrderId, order } = await startPayment('3000');
    const pending = await readOrder(order.purchaseId, owner);
    expect(pending).toEqual({
      data: {
        order: {
          purchaseId: order.purchaseId,
          status: 'PENDING',
          paymentMethod: 'PAYTM',
          amountPaid: '3000.00',
          totalTokens: '3.75',
          statusReason: null,
        },
      },
    });

    await payAndReturn(paytmOrderId, 'TXN_SUCCESS');
    const credited = await readOrder(order.purchaseId.toLowerCase(), owner);
    expect(credited.data?.order).toMatchObject({
      purchaseId: order.purchaseId,
      status: 'CREDITED',
    });
  });

  it('is read as failed once Paytm says the payment failed', async () => {
    const { paytmOrderId, order } = await startPayment('1000');
    await payAndReturn(paytmOrderId, 'TXN_FAILURE');
    const failed = await readOrder(order.purchaseId, owner);
    expect(failed.data?.order).toMatchObject({
      status: 'FAILED',
      statusReason: expect.any(String),
    });
  });

  it('is null for another investor, exactly as for a made-up reference', async () => {
    const { order } = await startPayment('1000');
    const strangers = await readOrder(order.purchaseId, stranger);
    const madeUp = await readOrder('RENT-FAKE000001', owner);
    expect(strangers).toEqual({ data: { order: null } });
    expect(madeUp).toEqual({ data: { order: null } });
  });

  it('is refused to a visitor as UNAUTHENTICATED', async () => {
    const { order } = await startPayment('1000');
    const answer = await readOrder(order.purchaseId);
    expect(answer.data).toEqual({ order: null });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(answer)).not.toContain(order.purchaseId);
  });

  it.each([
    ['a path of another api route', '../user'],
    ['an encoded one', '..%2Fuser'],
    ['a query string', 'RENT-FAKE000001?x=1'],
  ])('reads %s as a reference, never as a path', async (_name, purchaseId) => {
    expect(await readOrder(purchaseId, owner)).toEqual({ data: { order: null } });
  });

  it('refuses a reference longer than 64 characters as BAD_USER_INPUT', async () => {
    const answer = await readOrder('R'.repeat(65), owner);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('names the configured support address in the sale', async () => {
    const answer = await graphql('{ sale { supportEmail } }', {});
    expect(answer).toEqual({ data: { sale: { supportEmail: 'payments@rent.example' } } });
  });
});
