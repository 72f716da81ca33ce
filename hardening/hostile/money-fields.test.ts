// Money fields of the wrong shape (decision 0101): `{"amount":[1000]}` once made a ₹1000 order.
// A KYC-verified investor sends every order route an amount that is a list, a truth value, an
// object, null, text in another notation, negative, or with more than two decimals: api's REST
// order routes straight (JSON and multipart) and the gateway's purchase mutations (variables,
// literals and multipart). Each is refused in its contract's envelope, naming the amount, and no
// order is stored: the investor's count of orders is read before and after, and the database at
// the end. A second investor's well-formed order, accepted, shows the routes were open all along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, signedIn, type Session } from '@rent/test-kit/session';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { accessToken } from './accounts.js';
import { envelopeProblems, graphqlErrorsOf, graphqlProblems } from './answer-checks.js';
import { jpeg } from './documents.js';
import { loopback, send, type HttpAnswer } from './graphql-requests.js';

const NOT_A_NUMBER = 'Please enter a valid number.';
const NEGATIVE = 'Amount cannot be negative.';
const REQUIRED = 'Enter the amount to pay.';
const WHOLE_TOKENS =
  'RENT tokens must be whole numbers (1, 2, 3, etc.): the amount must be a multiple of ₹1000.';
/** The gateway's Decimal scalar refuses what is not a decimal written as text or a plain number. */
const NOT_A_DECIMAL = /Decimal must be a number written as a string|Expected a string literal/;

/** JSON amounts and what api says of each. */
const JSON_AMOUNTS: [string, unknown, string][] = [
  ['a list holding a number', [1000], NOT_A_NUMBER],
  ['a list holding a numeric string', ['1000'], NOT_A_NUMBER],
  ['a list of two amounts', [1000, 2000], NOT_A_NUMBER],
  ['an empty list', [], NOT_A_NUMBER],
  ['true', true, NOT_A_NUMBER],
  ['false', false, NOT_A_NUMBER],
  ['an object', { value: 1000 }, NOT_A_NUMBER],
  ['an empty object', {}, NOT_A_NUMBER],
  ['an operator object', { $gt: 0 }, NOT_A_NUMBER],
  ['null', null, REQUIRED],
  ['text with an exponent', '1e3', NOT_A_NUMBER],
  ['text with a signed exponent', '1E+3', NOT_A_NUMBER],
  ['a number too large to write without an exponent', 1e21, NOT_A_NUMBER],
  ['a negative number', -1000, NEGATIVE],
  ['negative text', '-1000', NEGATIVE],
  ['negative text with an exponent', '-1e3', NEGATIVE],
  ['text with three decimals', '1000.123', NOT_A_NUMBER],
  ['a number with three decimals', 1000.001, NOT_A_NUMBER],
  ['text with seven decimals', '1000.0000001', NOT_A_NUMBER],
  ['rupees and paise that buy part of a token', '1000.50', WHOLE_TOKENS],
];

/** The amount as multipart text (the manual order's form), and what api says of it. */
const FORM_AMOUNTS: [string, string, string][] = [
  ['a list written as JSON', '[1000]', NOT_A_NUMBER],
  ['true', 'true', NOT_A_NUMBER],
  ['an object written as JSON', '{"value":1000}', NOT_A_NUMBER],
  ['text with an exponent', '1e3', NOT_A_NUMBER],
  ['negative text', '-1000', NEGATIVE],
  ['text with three decimals', '1000.123', NOT_A_NUMBER],
  ['rupees and paise that buy part of a token', '1000.50', WHOLE_TOKENS],
];

/**
 * What the gateway says of a JSON variable: the Decimal scalar refuses anything but text or a
 * finite number, and only decimal text; a well-written decimal reaches api, which says the rest.
 */
function gatewayVerdict(amount: unknown, apiMessage: string): string | RegExp {
  if (amount === null) return /must not be null/;
  if (typeof amount === 'number')
    return Number.isFinite(amount) && !/e/i.test(String(amount)) ? apiMessage : NOT_A_DECIMAL;
  if (typeof amount === 'string')
    return /^-?\d+(?:\.\d+)?$/.test(amount) ? apiMessage : NOT_A_DECIMAL;
  return NOT_A_DECIMAL;
}

/** Literals written into the operation's text, and the refusal each gets. */
const LITERAL_AMOUNTS: [string, string, string | RegExp][] = [
  ['a list', '[1000]', NOT_A_DECIMAL],
  ['a list of text', '["1000"]', NOT_A_DECIMAL],
  ['true', 'true', NOT_A_DECIMAL],
  ['an object', '{value: 1000}', NOT_A_DECIMAL],
  ['null', 'null', /Expected value of type "Decimal!", found null/],
  ['a float with an exponent', '1e3', NOT_A_DECIMAL],
  ['text with an exponent', '"1e3"', NOT_A_DECIMAL],
  ['negative text', '"-1000"', NEGATIVE],
  ['text with three decimals', '"1000.123"', NOT_A_NUMBER],
];

const CREATE_ONLINE_ORDER =
  'mutation ($amount: Decimal!) { createOnlineOrder(amount: $amount) { paytmOrderId order { purchaseId } } }';
const SUBMIT_MANUAL_ORDER =
  'mutation ($amount: Decimal!, $proof: Upload!) { submitManualOrder(amount: $amount, proof: $proof) { order { purchaseId } } }';
const ORDER_COUNT = '{ orders(page: 1, limit: 10) { totalCount } }';

let stack: HardeningStack;
let gateway: string;
let buyer: Session;
let buyerToken: string;
let buyerId: string;
let controlId: string;
let control: Session;

beforeAll(async () => {
  stack = await startHardeningStack({ investors: 2 });
  gateway = loopback(stack.urls.gateway);
  const [first, second] = stack.investors;
  if (!first || !second) throw new Error('the stack has too few investors');
  [buyerId, controlId] = [first.id, second.id];
  buyerToken = await accessToken(stack.urls.api, first);
  buyer = await signedIn(gateway, first);
  control = await signedIn(gateway, second);
  // A bank reference stays the investor's until a transfer takes it (decision 0088): opened now,
  // so the refused manual orders have nothing of their own to write.
  const opened = await buyer.graphql('mutation { openBankReference { reference } }');
  if (opened.errors) throw new Error(`no bank reference: ${JSON.stringify(opened.errors)}`);
});

afterAll(async () => {
  await stack?.stop();
});

/** The buyer's orders as the product counts them. */
async function buyerOrders(): Promise<number> {
  const answer = await buyer.graphql<{ orders: { totalCount: number } }>(ORDER_COUNT);
  if (answer.errors) throw new Error(`orders unread: ${JSON.stringify(answer.errors)}`);
  return answer.data?.orders.totalCount ?? Number.NaN;
}

function proofForm(amounts: readonly string[]): FormData {
  const proof = jpeg('receipt.jpg', 'a transfer never made', 200);
  const form = new FormData();
  for (const amount of amounts) form.append('amount', amount);
  form.append('currency', 'INR');
  form.append('proof', new Blob([new Uint8Array(proof.bytes)], { type: proof.type }), proof.name);
  return form;
}

const restOrder = (path: string, init: RequestInit) =>
  send(`${stack.urls.api}/api/v1/order/${path}`, {
    method: 'POST',
    ...init,
    headers: { authorization: `Bearer ${buyerToken}`, ...init.headers },
  });

/** Problems with a REST refusal of the amount: status, envelope, the field and its message. */
function restRefusalProblems(answer: HttpAnswer, message: string): string[] {
  const problems = envelopeProblems(answer.status, answer.body);
  if (answer.status !== 400)
    problems.push(`answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  const body = answer.body as { message?: unknown; errors?: unknown };
  if (body?.message !== message) problems.push(`said ${String(body?.message)}`);
  const errors = Array.isArray(body?.errors) ? (body.errors as Record<string, unknown>[]) : [];
  const named =
    errors.length === 1 && errors[0]?.field === 'amount' && errors[0]?.message === message;
  if (!named) problems.push(`errors ${JSON.stringify(body?.errors)}`);
  return problems;
}

/** Problems with a GraphQL refusal: a caller's code, BAD_USER_INPUT, the message, no order. */
function graphqlRefusalProblems(answer: HttpAnswer, message: string | RegExp): string[] {
  const problems = graphqlProblems(answer.status, answer.body);
  const errors = graphqlErrorsOf(answer.body);
  if (errors.length !== 1) problems.push(`${errors.length} errors: ${answer.text.slice(0, 300)}`);
  const [error] = errors;
  if (error?.extensions?.code !== 'BAD_USER_INPUT')
    problems.push(`code ${String(error?.extensions?.code)}`);
  const text = String(error?.message);
  const matches = typeof message === 'string' ? text === message : message.test(text);
  if (!matches) problems.push(`said ${text}`);
  const data = (answer.body as { data?: Record<string, unknown> | null }).data;
  if (data && Object.values(data).some((value) => value !== null))
    problems.push(`answered data ${JSON.stringify(data)}`);
  return problems;
}

const postGraphqlAs = (session: Session, body: string) =>
  send(`${gateway}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      cookie: session.cookieHeader(),
    },
    body,
  });

function manualOrderGraphql(session: Session, amount: unknown): Promise<HttpAnswer> {
  const proof = jpeg('receipt.jpg', 'a transfer never made', 200);
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

describe('REST: POST /api/v1/order/create-order with an amount of the wrong shape', () => {
  it('refuses each with a 400 envelope naming the amount, and stores no order', async () => {
    const before = await buyerOrders();
    const problems: string[] = [];
    for (const [label, amount, message] of JSON_AMOUNTS) {
      const answer = await restOrder('create-order', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount }),
      });
      problems.push(
        ...restRefusalProblems(answer, message).map((problem) => `${label}: ${problem}`),
      );
    }
    expect(problems).toEqual([]);
    expect(await buyerOrders()).toBe(before);
  });
});

describe('REST: POST /api/v1/order/manual with an amount of the wrong shape', () => {
  it('refuses each with a 400 envelope naming the amount, and stores no order', async () => {
    const before = await buyerOrders();
    const problems: string[] = [];
    for (const [label, amount, message] of FORM_AMOUNTS) {
      const answer = await restOrder('manual', { body: proofForm([amount]) });
      problems.push(
        ...restRefusalProblems(answer, message).map((problem) => `${label}: ${problem}`),
      );
    }
    const twice = await restOrder('manual', { body: proofForm(['1000', '5000']) });
    expect(twice.status).toBe(400);
    expect(envelopeProblems(twice.status, twice.body)).toEqual([]);
    expect((twice.body as { errors?: { field?: string }[] }).errors?.[0]?.field).toBe('amount');
    expect(problems).toEqual([]);
    expect(await buyerOrders()).toBe(before);
  });
});

describe('GraphQL: createOnlineOrder with an amount of the wrong shape', () => {
  it('refuses each JSON variable with BAD_USER_INPUT, and stores no order', async () => {
    const before = await buyerOrders();
    const problems: string[] = [];
    for (const [label, amount, message] of JSON_AMOUNTS) {
      const answer = await postGraphqlAs(
        buyer,
        JSON.stringify({ query: CREATE_ONLINE_ORDER, variables: { amount } }),
      );
      problems.push(
        ...graphqlRefusalProblems(answer, gatewayVerdict(amount, message)).map(
          (problem) => `${label}: ${problem}`,
        ),
      );
    }
    expect(problems).toEqual([]);
    expect(await buyerOrders()).toBe(before);
  });

  it('refuses each literal written into the operation, and stores no order', async () => {
    const before = await buyerOrders();
    const problems: string[] = [];
    for (const [label, literal, message] of LITERAL_AMOUNTS) {
      const query = `mutation { createOnlineOrder(amount: ${literal}) { paytmOrderId } }`;
      const answer = await postGraphqlAs(buyer, JSON.stringify({ query }));
      problems.push(
        ...graphqlRefusalProblems(answer, message).map((problem) => `${label}: ${problem}`),
      );
    }
    expect(problems).toEqual([]);
    expect(await buyerOrders()).toBe(before);
  });
});

describe('GraphQL: submitManualOrder with an amount of the wrong shape', () => {
  it('refuses each multipart variable with BAD_USER_INPUT, and stores no order', async () => {
    const before = await buyerOrders();
    const problems: string[] = [];
    for (const [label, amount, message] of JSON_AMOUNTS) {
      const answer = await manualOrderGraphql(buyer, amount);
      problems.push(
        ...graphqlRefusalProblems(answer, gatewayVerdict(amount, message)).map(
          (problem) => `${label}: ${problem}`,
        ),
      );
    }
    expect(problems).toEqual([]);
    expect(await buyerOrders()).toBe(before);
  });
});

describe('afterwards', () => {
  it('the same routes took a well-formed order from another investor', async () => {
    const online = await postGraphqlAs(
      control,
      JSON.stringify({ query: CREATE_ONLINE_ORDER, variables: { amount: '1000' } }),
    );
    expect(graphqlErrorsOf(online.body)).toEqual([]);
    const manual = await manualOrderGraphql(control, '2000');
    expect(graphqlErrorsOf(manual.body)).toEqual([]);
  });

  it('the database holds no order of the investor who sent the wrong shapes', async () => {
    const counts = await stack.inspectAtTheEnd((db) =>
      db
        .selectFrom('orders')
        .select(['user_id', (eb) => eb.fn.countAll<string>().as('orders')])
        .groupBy('user_id')
        .execute(),
    );
    const of = (id: string) => Number(counts.find((row) => row.user_id === id)?.orders ?? 0);
    expect(of(buyerId)).toBe(0);
    expect(of(controlId)).toBe(2);
  });
});
