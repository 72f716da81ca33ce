import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { mayReadMetrics } from './metrics-endpoint.js';

const TOKEN = 'scraper-token-0123456789abcdef';

function request(remoteAddress: string, headers: Record<string, string> = {}) {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

const open = { metricsToken: null };
const withToken = { metricsToken: TOKEN };

describe('who may read the gateway’s metrics on its public listener', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.7', '203.0.113.7'])(
    'nobody by address alone, loopback included: a same-host proxy connects from it (%s)',
    (address) => {
      expect(mayReadMetrics(request(address), open)).toBe(false);
      expect(mayReadMetrics(request(address), withToken)).toBe(false);
    },
  );

  it('anyone with the token, and only the exact token', () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect(mayReadMetrics(request('10.0.0.7', bearer(TOKEN)), withToken)).toBe(true);
    expect(mayReadMetrics(request('127.0.0.1', bearer(TOKEN)), withToken)).toBe(true);
    expect(mayReadMetrics(request('10.0.0.7', bearer(`${TOKEN}x`)), withToken)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.7', bearer(TOKEN.slice(1))), withToken)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.7', { authorization: TOKEN }), withToken)).toBe(false);
    // No token configured: no bearer opens it.
    expect(mayReadMetrics(request('10.0.0.7', bearer(TOKEN)), open)).toBe(false);
  });
});
