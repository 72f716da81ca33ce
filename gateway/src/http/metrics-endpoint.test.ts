import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { mayReadMetrics } from './metrics-endpoint.js';

const TOKEN = 'scraper-token-0123456789abcdef';

function request(remoteAddress: string, headers: Record<string, string> = {}) {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

const open = { trustProxy: false, metricsToken: null };
const withToken = { trustProxy: false, metricsToken: TOKEN };

describe('who may read the gateway’s metrics', () => {
  it.each(['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])(
    'a scraper on this machine (%s)',
    (address) => {
      expect(mayReadMetrics(request(address), open)).toBe(true);
    },
  );

  it.each(['10.0.0.7', '192.168.1.20', '203.0.113.7', '::ffff:10.0.0.7', 'fe80::1', '1127.0.0.1'])(
    'not a caller elsewhere without the token (%s)',
    (address) => {
      expect(mayReadMetrics(request(address), open)).toBe(false);
      expect(mayReadMetrics(request(address), withToken)).toBe(false);
    },
  );

  it('not a request a proxy on this machine relayed', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(mayReadMetrics(request('127.0.0.1', { [header]: '203.0.113.7' }), open)).toBe(false);
    }
  });

  it('nobody by address alone when the gateway sits behind a trusted proxy', () => {
    expect(mayReadMetrics(request('127.0.0.1'), { ...withToken, trustProxy: true })).toBe(false);
  });

  it('anyone with the token, and only the exact token', () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect(mayReadMetrics(request('10.0.0.7', bearer(TOKEN)), withToken)).toBe(true);
    expect(
      mayReadMetrics(request('10.0.0.7', bearer(TOKEN)), { ...withToken, trustProxy: true }),
    ).toBe(true);
    expect(mayReadMetrics(request('10.0.0.7', bearer(`${TOKEN}x`)), withToken)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.7', bearer(TOKEN.slice(1))), withToken)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.7', { authorization: TOKEN }), withToken)).toBe(false);
    // No token configured: no bearer opens it.
    expect(mayReadMetrics(request('10.0.0.7', bearer(TOKEN)), open)).toBe(false);
  });
});
