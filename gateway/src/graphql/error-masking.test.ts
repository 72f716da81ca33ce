import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useCrashMasking } from './error-masking.js';

describe('crash masking', () => {
  it('answers a generic INTERNAL error instead of a stack trace when the server itself fails', async () => {
    const logged: unknown[] = [];
    const yoga = createYoga({
      logging: false,
      schema: createSchema({
        typeDefs: 'type Query { ping: String }',
        resolvers: { Query: { ping: () => 'pong' } },
      }),
      plugins: [
        useCrashMasking((error) => logged.push(error)),
        {
          onResultProcess() {
            throw new Error('secret detail at /srv/app/internal.ts:12');
          },
        },
      ],
    });
    const response = await yoga.fetch('http://gateway/graphql?query=%7Bping%7D');
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(body)).toEqual({
      errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL' } }],
    });
    expect(body).not.toContain('secret');
    expect(logged).toHaveLength(1);
  });
});
