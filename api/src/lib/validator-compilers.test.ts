import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildValidator } from './validator-compilers.js';

const app = Fastify({ schemaController: { compilersFactory: { buildValidator } } });

beforeAll(async () => {
  app.post(
    '/orders',
    {
      schema: {
        querystring: Type.Object({ page: Type.Optional(Type.Integer()) }),
        body: Type.Object({ tokens: Type.Number(), gift: Type.Optional(Type.Boolean()) }),
      },
    },
    async (request) => ({ body: request.body, query: request.query }),
  );
  await app.ready();
});

afterAll(() => app.close());

const post = (payload: Record<string, unknown>, url = '/orders') =>
  app.inject({ method: 'POST', url, payload });

describe('buildValidator', () => {
  it.each([
    ['a list holding the number', { tokens: [5] }],
    ['the number as text', { tokens: '5' }],
    ['a truth value for a number', { tokens: true }],
    ['an object for a number', { tokens: { value: 5 } }],
    ['null for a number', { tokens: null }],
    ['text for a truth value', { tokens: 5, gift: 'true' }],
    ['a list for a truth value', { tokens: 5, gift: [true] }],
  ])('refuses a body with %s', async (_label, body) => {
    expect((await post(body)).statusCode).toBe(400);
  });

  it('takes a body of the right types as sent', async () => {
    const response = await post({ tokens: 5, gift: true }, '/orders?page=2');
    expect(response.statusCode).toBe(200);
    // A query string is text by nature: "2" is still read as the page number.
    expect(response.json()).toEqual({ body: { tokens: 5, gift: true }, query: { page: 2 } });
  });
});
