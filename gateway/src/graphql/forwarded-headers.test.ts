import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { forwardedHeaders, relayedHeaders } from './forwarded-headers.js';

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
    const headers = forwardedHeaders(request, '10.0.0.7');
    expect(headers.cookie).toBe('rent_access=abc');
    expect(headers.authorization).toBe('Bearer token');
    expect(headers).not.toHaveProperty('x-evil');
  });

  it("sends api the one address the gateway computed, never the client's header", () => {
    expect(forwardedHeaders(request, '198.51.100.23')['x-forwarded-for']).toBe('198.51.100.23');
    expect(forwardedHeaders(request, '')).not.toHaveProperty('x-forwarded-for');
  });

  it("relays a download's credentials without the client's forwarding header", () => {
    const req = {
      headers: { cookie: 'rent_access=abc', 'x-forwarded-for': '6.6.6.6' },
    } as unknown as IncomingMessage;
    expect(relayedHeaders(req)).toEqual({ cookie: 'rent_access=abc' });
  });
});
