// Hoarding the supply: on a 100-RENT sale, a KYC-verified investor asks for the whole hard cap by
// bank transfer with a token proof, then fires a burst of online and manual orders at once, as if
// to leave every token held by unpaid or unreviewed orders. The sale's reservation policy (largest
// order 6 RENT, 10 RENT held and 3 open orders per investor) must refuse what is past it with coded
// GraphQL errors, and an honest investor must still buy while nothing has been sold.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSale } from '@rent/test-kit/scripts';
import { CSRF_HEADER, signedIn, type Session } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { graphqlErrorsOf, graphqlProblems } from './answer-checks.js';
import { jpeg, type UploadFile } from './documents.js';
import { loopback, send, type HttpAnswer } from './graphql-requests.js';

const HARD_CAP = '100';
const BURST = 12;

let stack: HardeningStack;
let gateway: string;
let saleDir: string;
let hoarder: Session;
let honest: Session;

beforeAll(async () => {
  saleDir = mkdtempSync(join(tmpdir(), 'rent-hoarding-'));
  const saleFile = join(saleDir, 'small-sale.json');
  writeFileSync(
    saleFile,
    JSON.stringify({ ...liveSale(), hardCap: HARD_CAP, softCap: '10', totalSupply: HARD_CAP }),
  );
  stack = await startHardeningStack({ investors: 2, env: { api: { SALE_CONFIG: saleFile } } });
  gateway = loopback(stack.urls.gateway);
  const [first, second] = stack.investors;
  if (!first || !second) throw new Error('the stack has too few investors');
  hoarder = await signedIn(gateway, first);
  honest = await signedIn(gateway, second);
});

afterAll(async () => {
  await stack?.stop();
  if (saleDir) rmSync(saleDir, { recursive: true, force: true });
});

const CREATE_ONLINE_ORDER =
  'mutation ($amount: Decimal!) { createOnlineOrder(amount: $amount) { paytmOrderId order { totalTokens } } }';
const SUBMIT_MANUAL_ORDER =
  'mutation ($amount: Decimal!, $proof: Upload!) { submitManualOrder(amount: $amount, proof: $proof) { message } }';

function onlineOrder(session: Session, amount: string): Promise<HttpAnswer> {
  return send(`${gateway}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      cookie: session.cookieHeader(),
    },
    body: JSON.stringify({ query: CREATE_ONLINE_ORDER, variables: { amount } }),
  });
}

/** A GraphQL multipart request with a 200-byte JPEG as the proof of a transfer never made. */
function manualOrder(session: Session, amount: string): Promise<HttpAnswer> {
  const proof: UploadFile = jpeg('receipt.jpg', 'paid, honestly', 200);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: SUBMIT_MANUAL_ORDER, variables: { amount, proof: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.proof'] }));
  form.append('0', new Blob([new Uint8Array(proof.bytes)], { type: proof.type }), proof.name);
  return send(`${gateway}/graphql`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: 'true', cookie: session.cookieHeader() },
    body: form,
  });
}

/** The code and message of a refused operation; null when it was accepted. */
function refusalOf(answer: HttpAnswer): { code: unknown; message: unknown } | null {
  expect(graphqlProblems(answer.status, answer.body)).toEqual([]);
  const [error] = graphqlErrorsOf(answer.body);
  return error ? { code: error.extensions?.code, message: error.message } : null;
}

describe('an investor hoarding the supply of a 100-RENT sale', () => {
  it('cannot order the whole hard cap, by bank transfer or online', async () => {
    const largest = { code: 'BAD_USER_INPUT', message: 'The largest order is 6 RENT.' };
    // ₹80,000 buys 80 RENT, and their 25 % bonus makes the whole 100.
    expect(refusalOf(await manualOrder(hoarder, '80000'))).toEqual(largest);
    expect(refusalOf(await onlineOrder(hoarder, '80000'))).toEqual(largest);
  });

  it('holds no more than the policy allows however many orders are fired at once', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: BURST }, () => onlineOrder(hoarder, '4000')),
      ...Array.from({ length: BURST }, () => manualOrder(hoarder, '1000')),
    ]);
    const refusals = answers.map(refusalOf);
    const accepted = refusals.filter((refusal) => refusal === null);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(3);
    for (const refusal of refusals.filter((entry) => entry !== null)) {
      expect(refusal?.code).toBe('CONFLICT');
      expect(refusal?.message).toMatch(
        /^(You already have [1-3] orders? awaiting payment or review\. Place a new order once one of them is settled\.|Orders awaiting payment or review may hold at most 10 RENT per investor \(bonus included\); yours hold [\d.]+ RENT\.)$/,
      );
    }
    // Whatever got through, one more order is refused.
    expect(refusalOf(await onlineOrder(hoarder, '1000'))?.code).toBe('CONFLICT');
  });

  it('leaves an honest investor able to buy while nothing has been sold', async () => {
    const bought = await onlineOrder(honest, '1000');
    expect(refusalOf(bought)).toBeNull();
    const supply = await honest.graphql<{ rentSupply: { totalSold: string } }>(
      '{ rentSupply { totalSold } }',
    );
    expect(supply.data?.rentSupply.totalSold).toBe('0');
  });

  it('keeps what the hoarder’s pending orders hold within the policy', async () => {
    const hoarderId = stack.investors[0]?.id ?? '';
    const held = await stack.inspectAtTheEnd((db) =>
      db
        .selectFrom('orders')
        .select((eb) => [
          eb.fn.countAll<string>().as('orders'),
          eb.fn.sum<string>('reserved_tokens').as('tokens'),
        ])
        .where('user_id', '=', hoarderId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
    );
    expect(Number(held.orders)).toBeLessThanOrEqual(3);
    expect(Number(held.tokens)).toBeLessThanOrEqual(10);
  });
});
