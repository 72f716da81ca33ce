import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useCrashMasking, useErrorCodes, withoutSuggestions } from './error-masking.js';

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

describe('suggestions', () => {
  it('are hidden from every message, enum values included', async () => {
    const yoga = createYoga({
      logging: false,
      schema: createSchema({
        typeDefs:
          'enum Range { LAST_7_DAYS LAST_30_DAYS } type Query { graph(range: Range): String }',
        resolvers: { Query: { graph: () => 'ok' } },
      }),
      plugins: [useErrorCodes()],
    });
    const ask = async (body: object) => {
      const response = await yoga.fetch('http://gateway/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { errors: { message: string }[] };
    };
    const literal = await ask({ query: '{ graph(range: LAST_7_DAY) }' });
    const variable = await ask({
      query: 'query ($range: Range) { graph(range: $range) }',
      variables: { range: 'last_7_days' },
    });
    for (const { errors } of [literal, variable]) {
      expect(errors.length).toBeGreaterThan(0);
      for (const { message } of errors) {
        expect(message).not.toMatch(/did you mean/i);
        expect(message).not.toContain('LAST_30_DAYS');
        expect(message).toContain('[Suggestion hidden]');
      }
    }
  });

  it('leave the rest of the message as it was', () => {
    expect(withoutSuggestions('Unknown field "sal". Did you mean "sale"?')).toBe(
      'Unknown field "sal". [Suggestion hidden]',
    );
    expect(withoutSuggestions('Field "sale" must have a selection.')).toBe(
      'Field "sale" must have a selection.',
    );
  });
});
