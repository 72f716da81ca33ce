// Hostile requests generated from the product's two contracts: every operation of the OpenAPI
// document the running api serves, sent straight to /api/v1, and every field of schema.graphql,
// sent through the gateway by a signed-in investor (so that arguments reach api's checks instead
// of stopping at "sign in first"). A route or field added tomorrow is attacked the day it lands.
// `npm test` sends a deterministic sample of each operation's and field's cases; HARDENING_SIZE=full
// sends all of them. Afterwards no row may have been written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '@rent/test-kit/scripts';
import { signedIn, type Session } from '@rent/test-kit/session';
import { sized } from '../support/size.js';
import { startHardeningStack, type HardeningStack } from '../support/stack.js';
import { accessToken, verifiedNewInvestor } from './accounts.js';
import { mapBounded } from './answer-checks.js';
import { snapshotOf, snapshotStack, type DatabaseSnapshot } from './database-snapshot.js';
import { graphqlCases, type GraphqlCase } from './graphql-cases.js';
import { judgeGraphqlCase, loopback, postGraphql } from './graphql-requests.js';
import { sampleByFamily } from './hostile-values.js';
import {
  operationsOf,
  restCasesFor,
  type OpenApiDocument,
  type Operation,
  type RestCase,
} from './openapi-cases.js';
import { judgeRestCase, rawHttp } from './rest-requests.js';

const OPENAPI_PATH = '/api/v1/openapi.json';
const CASES_PER_OPERATION = sized(10, Infinity);
const CASES_PER_FIELD = sized(8, Infinity);
const IN_FLIGHT = 4;

const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));
const allGraphqlCases = graphqlCases(schema);
const fields = [...new Set(allGraphqlCases.map((testCase) => testCase.field))];
const graphqlSample: GraphqlCase[] = fields.flatMap((field) =>
  sampleByFamily(
    allGraphqlCases.filter((testCase) => testCase.field === field),
    CASES_PER_FIELD,
  ),
);

let stack: HardeningStack;
let operations: Operation[];
let restSample: RestCase[];
let before: DatabaseSnapshot;
let investor: Session;
/** Buying needs KYC VERIFIED (a seeded investor); submitting KYC needs a new investor. */
const tokens = { buyer: '', applicant: '' };

const tokenFor = (testCase: RestCase) =>
  testCase.path.startsWith('/api/v1/order/') ? tokens.buyer : tokens.applicant;

beforeAll(async () => {
  stack = await startHardeningStack({ investors: 2 });
  const [buyer, graphqlInvestor] = stack.investors;
  if (!buyer || !graphqlInvestor) throw new Error('the stack has too few investors');
  const document = (await (
    await fetch(`${stack.urls.api}${OPENAPI_PATH}`)
  ).json()) as OpenApiDocument;
  operations = operationsOf(document);
  const names = operations.map((operation) => operation.name);
  restSample = operations.flatMap((operation) =>
    sampleByFamily(restCasesFor(operation, names), CASES_PER_OPERATION),
  );
  tokens.buyer = await accessToken(stack.urls.api, buyer);
  tokens.applicant = await accessToken(stack.urls.api, await verifiedNewInvestor(stack.urls));
  investor = await signedIn(loopback(stack.urls.gateway), graphqlInvestor);
  // A bank reference stays the investor's until a transfer takes it (decision 0088): opened now, as
  // the bank dialog opens it, the cases' calls find it and write nothing.
  await openBankReference(stack.urls.api, tokens.buyer);
  const opened = await investor.graphql('mutation { openBankReference { reference } }');
  if (opened.errors) throw new Error(`no bank reference: ${JSON.stringify(opened.errors)}`);
  // Every account, session and reference the cases use exists now: nothing they do may add a row.
  before = await snapshotStack(stack);
});

async function openBankReference(apiUrl: string, accessToken: string): Promise<void> {
  const response = await fetch(`${apiUrl}/api/v1/order/manual/reference`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok)
    throw new Error(`no bank reference: ${response.status} ${await response.text()}`);
}

afterAll(async () => {
  await stack?.stop();
});

describe('the contracts the cases come from', () => {
  it('the OpenAPI document lists the operations the investor uses', () => {
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/signup',
        'POST /api/v1/auth/signin',
        'PATCH /api/v1/user/update',
        'POST /api/v1/kyc/submit',
        'PATCH /api/v1/kyc/wallet',
        'POST /api/v1/order/create-order',
        'POST /api/v1/order/verify-payment',
        'POST /api/v1/order/manual',
      ]),
    );
    expect(restSample.length).toBeGreaterThanOrEqual(operations.length * 5);
  });

  it('schema.graphql is the schema the gateway serves, field for field', async () => {
    const answer = await postGraphql(
      stack.urls.gateway,
      JSON.stringify({
        query:
          '{ q: __type(name: "Query") { fields { name } } m: __type(name: "Mutation") { fields { name } } }',
      }),
    );
    const data = (answer.body as { data: Record<'q' | 'm', { fields: { name: string }[] }> }).data;
    const served = [
      ...data.q.fields.map(({ name }) => `Query.${name}`),
      ...data.m.fields.map(({ name }) => `Mutation.${name}`),
    ];
    expect(served.sort()).toEqual([...fields].sort());
  });
});

describe('generated requests to every REST operation', () => {
  const judgeAll = async (cases: RestCase[]) =>
    (
      await mapBounded(cases, IN_FLIGHT, (testCase) =>
        judgeRestCase(stack.urls.api, testCase, tokenFor(testCase)),
      )
    ).flat();

  it('refuse what the document forbids with a 4xx envelope, leaking nothing', async () => {
    expect(await judgeAll(restSample.filter((testCase) => testCase.mustRefuse))).toEqual([]);
  });

  it('answer hostile but well-typed values without a 5xx or a leak', async () => {
    expect(await judgeAll(restSample.filter((testCase) => !testCase.mustRefuse))).toEqual([]);
  });
});

describe('malformed HTTP to api', () => {
  const requests: [string, string][] = [
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    [
      'headers of 64 KB',
      `GET /api/v1/sale HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(65_536)}\r\n\r\n`,
    ],
    ['a broken percent-encoding in the path', 'GET /api/v1/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n'],
    [
      'a Content-Length that is not a number',
      'POST /api/v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
    ],
    [
      'both Content-Length and chunked (request smuggling)',
      'POST /api/v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/v1/user HTTP/1.1\r\n\r\n',
    ],
    [
      'a path of 20 000 characters',
      `GET /api/v1/${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ],
  ];

  it.each(requests)('answers %s with a 4xx envelope', async (_name, request) => {
    const answer = await rawHttp(stack.urls.api, request);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({ status: false, data: null, errors: [] });
  });
});

describe('generated operations on every GraphQL field', () => {
  const judgeAll = async (cases: GraphqlCase[]) =>
    (
      await mapBounded(cases, IN_FLIGHT, (testCase) =>
        judgeGraphqlCase(stack.urls.gateway, testCase, investor),
      )
    ).flat();

  it('refuse what GraphQL and the schema forbid, every error with a caller’s code', async () => {
    expect(await judgeAll(graphqlSample.filter((testCase) => testCase.mustRefuse))).toEqual([]);
  });

  it('answer hostile but well-typed values without a server error or a leak', async () => {
    expect(await judgeAll(graphqlSample.filter((testCase) => !testCase.mustRefuse))).toEqual([]);
  });

  it('left the investor signed in: no case ended the session it was sent with', async () => {
    expect((await investor.graphql('{ me { email } }')).data?.me).not.toBeNull();
  });
});

describe('afterwards', () => {
  it('no row was written, no order credited and no account changed', async () => {
    expect(await stack.inspectAtTheEnd(snapshotOf)).toEqual(before);
  });
});
