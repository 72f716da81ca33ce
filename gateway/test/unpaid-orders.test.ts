// Unpaid online orders through the gateway against a real api and the sandbox's Paytm: paid again
// under a fresh Paytm order id, cancelled, and the supply's held and available figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/yoga.js';
import { runningSaleConfig, verifiedBuyers } from './support/buyers.js';
import type { CookieJar } from './support/cookie-jar.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

let stack: AccountStack;
let buyer: { email: string; jar: CookieJar };

beforeAll(async () => {
  stack = await startAccountStack({ SALE_CONFIG: runningSaleConfig() });
  const buyers = await verifiedBuyers(stack.gateway.url, stack.sandbox.url, stack.api, 1);
  buyer = buyers[0]!;
}, 120_000);
afterAll(() => stack?.stop());

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      cookie: buyer.jar.header(),
    },
    body: JSON.stringify({ query, variables }),
  });
  buyer.jar.store(response);
  return (await response.json()) as GraphqlAnswer;
}

const CREATE = `mutation ($amount: Decimal!) {
  createOnlineOrder(amount: $amount) { paytmOrderId order { purchaseId holdUntil } }
}`;
const PAY_AGAIN = `mutation ($purchaseId: String!) {
  payOnlineOrderAgain(purchaseId: $purchaseId) { message paytmOrderId txnToken order { purchaseId status holdUntil } }
}`;
const CANCEL = `mutation ($purchaseId: String!) {
  cancelOnlineOrder(purchaseId: $purchaseId) { message outcome order { status statusReason holdUntil } }
}`;
const SUPPLY = `{ rentSupply { totalSold totalHeld available } }`;

async function placeOrder() {
  const created = await graphql(CREATE, { amount: '2000' });
  expect(created.errors).toBeUndefined();
  return created.data?.createOnlineOrder as {
    paytmOrderId: string;
    order: { purchaseId: string; holdUntil: string };
  };
}

describe('an unpaid online order through the gateway', () => {
  it('holds its tokens until a stated time, beside what is sold and available', async () => {
    const before = (await graphql(SUPPLY)).data?.rentSupply as Record<string, string>;
    const placed = await placeOrder();
    expect(Date.parse(placed.order.holdUntil)).toBeGreaterThan(Date.now());
    const after = (await graphql(SUPPLY)).data?.rentSupply as Record<string, string>;
    expect(Number(after.totalHeld)).toBeGreaterThan(Number(before.totalHeld));
    expect(Number(after.available)).toBeLessThan(Number(before.available));
    expect(after.totalSold).toBe(before.totalSold);
  });

  it('is paid again under a fresh Paytm order id', async () => {
    const placed = await placeOrder();
    const resumed = await graphql(PAY_AGAIN, { purchaseId: placed.order.purchaseId });
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data?.payOnlineOrderAgain).toMatchObject({
      message: 'Payment restarted',
      txnToken: expect.any(String),
      order: { purchaseId: placed.order.purchaseId, status: 'PENDING' },
    });
    expect((resumed.data?.payOnlineOrderAgain as { paytmOrderId: string }).paytmOrderId).not.toBe(
      placed.paytmOrderId,
    );
  });

  it('is cancelled, then refused a second cancel with CONFLICT', async () => {
    const placed = await placeOrder();
    const cancelled = await graphql(CANCEL, { purchaseId: placed.order.purchaseId });
    expect(cancelled.data?.cancelOnlineOrder).toEqual({
      message: 'Order cancelled. Nothing was charged.',
      outcome: 'CANCELLED',
      order: {
        status: 'FAILED',
        statusReason: 'You cancelled this order before paying for it.',
        holdUntil: null,
      },
    });
    const again = await graphql(CANCEL, { purchaseId: placed.order.purchaseId });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This order is no longer awaiting an online payment.',
      extensions: { code: 'CONFLICT' },
    });
  });
});
