import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  clientAddressResolver,
  parseTrustedProxies,
  type TrustedProxies,
} from './client-address.js';

function request(remoteAddress: string, forwardedFor?: string) {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

function trusted(value: string): TrustedProxies {
  const parsed = parseTrustedProxies(value);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

// A proxy that appends (nginx's $proxy_add_x_forwarded_for) writes the address it was connected
// from after whatever the client sent: the client's own entries come first.
const REAL_CLIENT = '198.51.100.23';
const FORGED = '203.0.113.77, ';
const PROXY = '10.0.0.5';

describe('the client address behind trusted proxies', () => {
  it('with no proxy trusted, is the connection, whatever the header says', () => {
    const addressOf = clientAddressResolver(trusted('false'));
    expect(addressOf(request(REAL_CLIENT, `${FORGED}9.9.9.9`))).toBe(REAL_CLIENT);
    expect(clientAddressResolver(trusted(''))(request(REAL_CLIENT, '9.9.9.9'))).toBe(REAL_CLIENT);
  });

  it('behind one hop, is the entry the proxy appended, not the forged ones before it', () => {
    const addressOf = clientAddressResolver(trusted('1'));
    expect(addressOf(request(PROXY, `${FORGED}${REAL_CLIENT}`))).toBe(REAL_CLIENT);
    expect(addressOf(request(PROXY, `1.1.1.1, 2.2.2.2, ${REAL_CLIENT}`))).toBe(REAL_CLIENT);
    // Reached without the proxy's header, the connection is all there is.
    expect(addressOf(request(REAL_CLIENT))).toBe(REAL_CLIENT);
  });

  it('behind two hops (a CDN, then nginx), is the entry the first proxy appended', () => {
    const addressOf = clientAddressResolver(trusted('2'));
    expect(addressOf(request(PROXY, `${FORGED}${REAL_CLIENT}, 172.16.0.9`))).toBe(REAL_CLIENT);
  });

  it('behind a list of proxy networks, is the right-most entry outside them', () => {
    const addressOf = clientAddressResolver(trusted('10.0.0.0/8, 172.16.0.0/12'));
    expect(addressOf(request(PROXY, `${FORGED}${REAL_CLIENT}`))).toBe(REAL_CLIENT);
    expect(addressOf(request(PROXY, `${FORGED}${REAL_CLIENT}, 172.16.0.9`))).toBe(REAL_CLIENT);
    // A connection from outside the networks is the client itself: its header is not believed.
    expect(addressOf(request(REAL_CLIENT, '10.1.1.1'))).toBe(REAL_CLIENT);
  });

  it('reads IPv6 proxies and clients', () => {
    const addressOf = clientAddressResolver(trusted('fd00::/8'));
    expect(addressOf(request('fd00::5', `${FORGED}2001:db8::1`))).toBe('2001:db8::1');
  });
});

describe('TRUST_PROXY', () => {
  it('reads none, hops and networks', () => {
    expect(parseTrustedProxies(undefined)).toEqual({ hops: 0 });
    expect(parseTrustedProxies('false')).toEqual({ hops: 0 });
    expect(parseTrustedProxies('0')).toEqual({ hops: 0 });
    expect(parseTrustedProxies('1')).toEqual({ hops: 1 });
    expect(parseTrustedProxies('10.0.0.0/8,loopback')).toEqual({
      networks: ['10.0.0.0/8', 'loopback'],
    });
  });

  it('refuses true, naming the forms it takes', () => {
    const refusal = parseTrustedProxies('true');
    expect(refusal).toMatch(/^true is refused/);
    expect(refusal).toMatch(/false .* a number of proxy hops .* addresses\/CIDRs/);
  });

  it.each(['sometimes', '10.0.0.0/99', '10.0.0.1,,', '11'])('refuses %s', (value) => {
    expect(typeof parseTrustedProxies(value)).toBe('string');
  });
});
