// The sale's public figures through the gateway against a real api (decision 0152): visitors share
// one read of api for a short time, while a signed-in investor's every read goes to api, so that
// someone who has just bought sees the total with their purchase in it.
import { metricValue } from '@rent/test-kit/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/yoga.js';
import { signedInInvestor } from './support/investors.js';
import { startAccountStack, type AccountStack } from './support/stack.js';

const TTL_MS = 1500;
const FIGURES = `{
  sale { symbol }
  rentSupply { totalSold }
  salesGraph(range: LAST_7_DAYS) { labels }
}`;
const READS = ['getSale', 'getRentSupply', 'getSalesGraph'] as const;
type Read = (typeof READS)[number];

let stack: AccountStack;

beforeAll(async () => {
  stack = await startAccountStack({}, { PUBLIC_FIGURES_TTL_MS: String(TTL_MS) });
});
afterAll(() => stack?.stop());

async function figures(headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'true', ...headers },
    body: JSON.stringify({ query: FIGURES }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Successful calls the gateway has made to api, by operation. */
async function apiReads(): Promise<Record<Read, number>> {
  const text = await (await fetch(stack.gateway.metricsUrl)).text();
  const count = (operation: Read) =>
    metricValue(text, 'rent_gateway_api_calls_total', { operation_id: operation, status: '200' }) ??
    0;
  return Object.fromEntries(READS.map((read) => [read, count(read)])) as Record<Read, number>;
}

const plus = (before: Record<string, number>, n: number) =>
  Object.fromEntries(Object.entries(before).map(([name, value]) => [name, value + n]));

describe("the sale's public figures", () => {
  it('are read from api once for visitors who ask within the time, together or one after another', async () => {
    // Past whatever an earlier read left: every visitor below asks within the same time.
    await new Promise((resolve) => setTimeout(resolve, TTL_MS));
    const before = await apiReads();
    const answers = await Promise.all([figures(), figures(), figures()]);
    answers.push(await figures());
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await apiReads()).toEqual(plus(before, 1));

    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    await figures();
    expect(await apiReads()).toEqual(plus(before, 2));
  });

  it('are read from api for each request of a signed-in investor', async () => {
    const { jar } = await signedInInvestor(stack.gateway.url, stack.sandbox.url);
    const cookie = jar.header();
    await figures();
    const before = await apiReads();
    await figures({ cookie });
    await figures({ cookie });
    expect(await apiReads()).toEqual(plus(before, 2));
  });
});
