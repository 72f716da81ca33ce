import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { envelopeResponses, ok } from '../src/lib/envelope.js';
import { conflict } from '../src/lib/errors.js';
import { buildTestApp, testConfig } from './helpers/test-app.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

// Routes that exist only in these tests, to drive every kind of failure through the real app.
const probeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/probe/orders',
    {
      schema: {
        body: Type.Object({
          amount: Type.Integer({ minimum: 1 }),
          currency: Type.Enum(['INR', 'USD', 'AED']),
        }),
        response: envelopeResponses(Type.Object({ amount: Type.Integer() })),
      },
    },
    // The extra field must never reach the client: the response schema drops it.
    async (request) => ok({ amount: request.body.amount, internalNote: 'hidden' }, 'Accepted'),
  );
  app.get(
    '/probe/page',
    { schema: { querystring: Type.Object({ page: Type.Integer({ minimum: 1, maximum: 100 }) }) } },
    async (request) => ok({ page: request.query.page }),
  );
  app.get('/probe/explode', async () => {
    throw new Error('password=hunter2 leaked into an exception');
  });
  app.get('/probe/conflict', async () => {
    throw conflict('Order already credited', [{ field: 'orderId', message: 'Already credited' }]);
  });
};

const logLines: string[] = [];
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({
    database,
    config: { ...(await testConfig()), bodyLimitBytes: 1024 },
    plugins: [probeRoutes],
    logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const postOrder = (payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/probe/orders',
    payload,
    headers: { 'content-type': contentType },
  });

describe('the envelope', () => {
  it('wraps a success and keeps undeclared fields out', async () => {
    const response = await postOrder(JSON.stringify({ amount: 3, currency: 'INR' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Accepted', data: { amount: 3 } });
  });

  it('answers an unknown route with 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      status: false,
      message: 'Route GET /api/v1/nope not found',
      data: null,
      errors: [],
    });
  });

  it('answers a method a route does not have with 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Route DELETE /health not found');
  });

  it('reports one readable error per invalid field', async () => {
    const response = await postOrder(JSON.stringify({ amount: 0, currency: 'EUR' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'Validation failed',
      data: null,
      errors: [
        { field: 'amount', message: 'amount must be at least 1' },
        { field: 'currency', message: 'currency must be one of: INR, USD, AED' },
      ],
    });
  });

  it('uses the single error as the message', async () => {
    const response = await postOrder(JSON.stringify({ currency: 'INR' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'amount is required',
      data: null,
      errors: [{ field: 'amount', message: 'amount is required' }],
    });
  });

  it('names the body when it is not an object', async () => {
    const response = await postOrder('[1, 2]');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ message: 'body must be an object' }]);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await postOrder('{"amount": 3,');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'Malformed JSON body',
      data: null,
      errors: [],
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await postOrder(JSON.stringify({ amount: 1, note: 'x'.repeat(2000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: false,
      message: 'Payload too large',
      data: null,
      errors: [],
    });
  });

  it.each(['application/xml', 'text/plain'])('refuses %s with 415', async (contentType) => {
    const response = await postOrder('amount=3', contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: false,
      message: 'Unsupported media type',
      data: null,
      errors: [],
    });
  });

  it('renders a domain error with its status and field details', async () => {
    const response = await app.inject({ method: 'GET', url: '/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: 'Order already credited',
      data: null,
      errors: [{ field: 'orderId', message: 'Already credited' }],
    });
  });

  it('hides an unexpected error from the client and logs it in full', async () => {
    logLines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/probe/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      message: 'Internal server error',
      data: null,
      errors: [],
    });
    expect(response.body).not.toMatch(/hunter2|\bat\b|\.ts:/);
    const logged = logLines.join('\n');
    expect(logged).toContain('password=hunter2 leaked into an exception');
    expect(logged).toMatch(/"stack":"Error: password=hunter2[^"]*\\n {4}at /);
  });

  it('refuses a number the validator coerced to Infinity, past its range checks', async () => {
    const response = await app.inject({ method: 'GET', url: '/probe/page?page=1e400' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'page must be a finite number',
      data: null,
      errors: [{ field: 'page', message: 'page must be a finite number' }],
    });
  });

  it('refuses text holding U+0000 before it reaches the database', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'nul\u0000@example.com', password: 'Str0ngPassword' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'email', message: 'email must not contain the character U+0000' },
    ]);
  });

  it('answers a malformed URL in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/sale/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, data: null, errors: [] });
  });
});

describe('request ids', () => {
  it('generates one when the caller sends none', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the one the caller sends', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'gateway-42' },
    });
    expect(response.headers['x-request-id']).toBe('gateway-42');
  });

  it('replaces one that is unsafe to log', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'evil\nid' },
    });
    expect(response.headers['x-request-id']).not.toContain('evil');
  });
});
