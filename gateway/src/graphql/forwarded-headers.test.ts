import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressHeaders, forwardedHeaders } from './forwarded-headers.js';

const fromSocket = (remoteAddress: string) =>
  ({ socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('headers relayed to api', () => {
  const request = new Request('http://gateway/graphql', {
    headers: {
      cookie: 'rent_access=abc',
      authorization: 'Bearer token',
      'x-forwarded-for': '6.6.6.6',
      'x-evil': 'nope',
    },
  });

  it('relays the credentials and nothing unexpected', () => {
    const headers = forwardedHeaders(request, fromSocket('10.0.0.7'), false);
    expect(headers.cookie).toBe('rent_access=abc');
    expect(headers.authorization).toBe('Bearer token');
    expect(headers).not.toHaveProperty('x-evil');
  });

  it('ignores a forged forwarded-for unless a proxy in front is trusted', () => {
    expect(forwardedHeaders(request, fromSocket('10.0.0.7'), false)['x-forwarded-for']).toBe(
      '10.0.0.7',
    );
    expect(forwardedHeaders(request, fromSocket('10.0.0.7'), true)['x-forwarded-for']).toBe(
      '6.6.6.6, 10.0.0.7',
    );
  });
});

describe('the client address of a request served outside GraphQL', () => {
  const callback = (forwarded?: string) =>
    ({
      socket: { remoteAddress: '10.0.0.7' },
      headers: {
        cookie: 'rent_access=abc',
        ...(forwarded !== undefined && { 'x-forwarded-for': forwarded }),
      },
    }) as unknown as IncomingMessage;

  it('is relayed alone, without the credentials', () => {
    expect(clientAddressHeaders(callback(), false)).toEqual({ 'x-forwarded-for': '10.0.0.7' });
  });

  it('believes a forwarded-for only behind a trusted proxy', () => {
    expect(clientAddressHeaders(callback('6.6.6.6'), false)).toEqual({
      'x-forwarded-for': '10.0.0.7',
    });
    expect(clientAddressHeaders(callback('6.6.6.6'), true)).toEqual({
      'x-forwarded-for': '6.6.6.6, 10.0.0.7',
    });
  });
});
