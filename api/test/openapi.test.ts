// The OpenAPI document must describe every route the product calls, with its payload and answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

let database: TestDatabase;
let app: App;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database });
  paths = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const operation = (method: string, path: string): Operation => {
  const found = paths[`/api/v1${path}`]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not documented`);
  return found;
};

describe('the OpenAPI document of accounts', () => {
  it.each([
    ['post', '/auth/signup', '201'],
    ['post', '/auth/verify-email', '200'],
    ['post', '/auth/resend-verification', '200'],
    ['post', '/auth/signin', '200'],
    ['post', '/auth/token', '200'],
    ['post', '/auth/token/refresh', '200'],
    ['post', '/auth/token/revoke', '200'],
    ['post', '/auth/forget-password', '200'],
    ['post', '/auth/reset-password', '200'],
    ['patch', '/user/update', '200'],
    ['patch', '/user/change-password', '200'],
  ])('describes the body and answers of %s %s', (method, path, success) => {
    const documented = operation(method, path);
    expect(documented.requestBody).toBeDefined();
    expect(Object.keys(documented.responses)).toEqual(
      expect.arrayContaining([success, '4XX', '5XX']),
    );
  });

  it.each([
    ['get', '/auth/verify-email'],
    ['post', '/auth/refresh'],
    ['get', '/auth/logout'],
    ['get', '/user'],
  ])('describes the answers of %s %s', (method, path) => {
    expect(Object.keys(operation(method, path).responses)).toEqual(
      expect.arrayContaining(['200', '4XX', '5XX']),
    );
  });

  it('names the query parameters', () => {
    expect(operation('post', '/auth/signup').parameters).toContainEqual(
      expect.objectContaining({ name: 'referralCode', in: 'query' }),
    );
    expect(operation('get', '/auth/verify-email').parameters).toContainEqual(
      expect.objectContaining({ name: 'token', in: 'query' }),
    );
  });

  it('says which routes take the access cookie or a bearer token', () => {
    for (const [method, path] of [
      ['get', '/user'],
      ['patch', '/user/update'],
      ['patch', '/user/change-password'],
    ] as const) {
      expect(operation(method, path).security).toEqual([{ accessCookie: [] }, { bearerToken: [] }]);
    }
    expect(operation('post', '/auth/signin').security).toBeUndefined();
  });
});

describe('the OpenAPI document of KYC', () => {
  it('describes the multipart submission with its documents', () => {
    const submit = operation('post', '/kyc/submit');
    const form = submit.requestBody?.content?.['multipart/form-data']?.schema;
    expect(Object.keys(form?.properties ?? {})).toEqual(
      expect.arrayContaining(['firstName', 'postalCode', 'termsAccepted', 'aadharDocs']),
    );
    expect(Object.keys(submit.responses)).toEqual(expect.arrayContaining(['201', '4XX', '5XX']));
  });

  it('describes the status query and the wallet body, both for signed-in investors', () => {
    expect(operation('get', '/kyc/status').parameters).toContainEqual(
      expect.objectContaining({ name: 'userId', in: 'query' }),
    );
    expect(operation('patch', '/kyc/wallet').requestBody).toBeDefined();
    for (const [method, path] of [
      ['post', '/kyc/submit'],
      ['get', '/kyc/status'],
      ['patch', '/kyc/wallet'],
    ] as const) {
      expect(operation(method, path).security).toEqual([{ accessCookie: [] }, { bearerToken: [] }]);
    }
  });
});

describe('the OpenAPI document of manual orders and order reports', () => {
  it('describes the multipart manual order with its proof, for signed-in investors', () => {
    const manual = operation('post', '/order/manual');
    const form = manual.requestBody?.content?.['multipart/form-data']?.schema;
    expect(Object.keys(form?.properties ?? {})).toEqual(
      expect.arrayContaining(['amount', 'currency', 'proof']),
    );
    expect(Object.keys(manual.responses)).toEqual(expect.arrayContaining(['201', '4XX', '5XX']));
    expect(manual.security).toEqual([{ accessCookie: [] }, { bearerToken: [] }]);
  });

  it('names the paging of the history and the range of the graph', () => {
    const history = operation('get', '/order/history');
    for (const name of ['page', 'limit']) {
      expect(history.parameters).toContainEqual(expect.objectContaining({ name, in: 'query' }));
    }
    expect(history.security).toEqual([{ accessCookie: [] }, { bearerToken: [] }]);
    const graph = operation('get', '/order/graph-data');
    expect(graph.parameters).toContainEqual(
      expect.objectContaining({ name: 'range', in: 'query' }),
    );
    expect(graph.security).toBeUndefined();
    expect(Object.keys(graph.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
  });
});

describe('the OpenAPI document of referrals', () => {
  it('names every query parameter of the referral table, for signed-in investors', () => {
    const table = operation('get', '/referral/bonuses');
    const names = (table.parameters ?? []).map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'page',
        'limit',
        'search',
        'sortBy',
        'sortOrder',
        'dateFrom',
        'dateTo',
        'minBonus',
        'maxBonus',
      ]),
    );
    expect(table.security).toEqual([{ accessCookie: [] }, { bearerToken: [] }]);
    expect(Object.keys(table.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
  });
});
