import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the request id taken from a caller', () => {
  it('keeps a short, plain id', () => {
    expect(requestIdFrom('gateway-42')).toBe('gateway-42');
    expect(requestIdFrom('4bf92f35.77:a_b-c')).toBe('4bf92f35.77:a_b-c');
  });

  it('makes a new one when none was sent', () => {
    expect(requestIdFrom(undefined)).toMatch(UUID);
    expect(requestIdFrom('')).toMatch(UUID);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['a line break', 'abc\ndef'],
    ['non-ASCII', 'commande-é'],
    ['spaces and quotes', 'a b"c'],
    ['two ids joined', 'one, two'],
  ])('replaces one with %s', (_case, offered) => {
    const id = requestIdFrom(offered);
    expect(id).not.toBe(offered);
    expect(id).toMatch(UUID);
  });

  it('replaces a repeated header', () => {
    expect(requestIdFrom(['one', 'two'])).toMatch(UUID);
  });
});
