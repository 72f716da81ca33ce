import type { GraphQLParams } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { operationNameOf } from './operation-tracking.js';

const params = (value: Record<string, unknown>) => value as unknown as GraphQLParams;

describe('the name of an operation, for logs and metrics', () => {
  it('is the operationName sent, else the first named operation of the query', () => {
    expect(operationNameOf(params({ operationName: 'Dashboard', query: 'query Me { me }' }))).toBe(
      'Dashboard',
    );
    expect(operationNameOf(params({ query: 'query Me { me { email } }' }))).toBe('Me');
    expect(operationNameOf(params({ query: '{ sale { symbol } }' }))).toBeUndefined();
  });

  it.each([
    ['a query that is an object', { query: { query: '{ sale { symbol } }' } }],
    ['a query that is a number', { query: 42 }],
    ['an operationName that is an object', { operationName: { name: 'x' }, query: '{ a }' }],
    ['an operationName that is a list', { operationName: ['Me'] }],
  ])('is none, without throwing, for %s', (_name, value) => {
    expect(() => operationNameOf(params(value))).not.toThrow();
    expect(operationNameOf(params(value))).toBeUndefined();
  });
});
