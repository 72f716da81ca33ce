// The sample nginx configuration (deploy/nginx/rent.conf) says what the gateway's trust settings
// and headers expect (decisions 0098, 0099): read as nginx reads it, directive by directive.
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_UPLOAD_REQUEST_BYTES } from '@rent/sale-rules';
import { clientAddressResolver, parseTrustedProxies } from '../src/http/client-address.js';

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** nginx's syntax: words and quoted strings, `;` ends a directive, `{ … }` is its block. */
function parseNginx(text: string): Directive[] {
  const tokens = [...text.matchAll(/#[^\n]*|"((?:[^"\\]|\\.)*)"|([{};])|([^\s{};"#]+)/g)]
    .filter(([token]) => !token.startsWith('#'))
    .map(([token, quoted, punctuation]) => ({
      word: quoted ?? token,
      punctuation: punctuation ?? null,
    }));
  let at = 0;
  function block(): Directive[] {
    const directives: Directive[] = [];
    while (at < tokens.length) {
      const first = tokens[at++]!;
      if (first.punctuation === '}') return directives;
      const directive: Directive = { name: first.word, args: [] };
      for (;;) {
        const token = tokens[at++];
        if (!token) throw new Error(`unterminated directive ${directive.name}`);
        if (token.punctuation === ';') break;
        if (token.punctuation === '{') {
          directive.block = block();
          break;
        }
        directive.args.push(token.word);
      }
      directives.push(directive);
    }
    return directives;
  }
  return block();
}

const config = parseNginx(
  readFileSync(new URL('../../deploy/nginx/rent.conf', import.meta.url), 'utf8'),
);
const servers = config.filter((directive) => directive.name === 'server');
const tlsServer = servers.find((server) =>
  server.block?.some((d) => d.name === 'listen' && d.args.includes('ssl')),
)!;
const all = (within: Directive[] | undefined, name: string) =>
  (within ?? []).filter((directive) => directive.name === name);
const one = (within: Directive[] | undefined, name: string) => all(within, name)[0]?.args;

describe('the sample nginx configuration', () => {
  it('serves over TLS 1.2 or 1.3 only, and only redirects plain http', () => {
    expect(tlsServer).toBeDefined();
    expect(one(tlsServer.block, 'ssl_certificate')).toHaveLength(1);
    expect(one(tlsServer.block, 'ssl_protocols')).toEqual(['TLSv1.2', 'TLSv1.3']);
    const plain = servers.filter((server) => server !== tlsServer);
    for (const server of plain) {
      expect(all(server.block, 'location')).toEqual([]);
      expect(one(server.block, 'return')).toEqual(['301', 'https://$host$request_uri']);
    }
  });

  it('sends one HSTS header of a year on every answer', () => {
    const header = all(tlsServer.block, 'add_header').find(
      ({ args }) => args[0] === 'Strict-Transport-Security',
    );
    expect(header?.args).toEqual([
      'Strict-Transport-Security',
      'max-age=31536000; includeSubDomains',
      'always',
    ]);
    expect(one(tlsServer.block, 'proxy_hide_header')).toEqual(['Strict-Transport-Security']);
  });

  it('leaves compression to the gateway, and takes a full KYC upload', () => {
    expect(one(tlsServer.block, 'gzip')).toEqual(['off']);
    const size = one(tlsServer.block, 'client_max_body_size')?.[0] ?? '';
    expect(Number(/^(\d+)m$/.exec(size)?.[1]) * 1024 * 1024).toBeGreaterThanOrEqual(
      GRAPHQL_UPLOAD_REQUEST_BYTES,
    );
  });

  it('appends the client to X-Forwarded-For in every location that proxies, and hides /metrics', () => {
    const locations = all(tlsServer.block, 'location');
    const proxied = locations.filter((location) => one(location.block, 'proxy_pass'));
    expect(proxied.length).toBeGreaterThan(0);
    for (const location of proxied) {
      const forwarding = all(location.block, 'proxy_set_header').map(({ args }) => args);
      expect(forwarding).toContainEqual(['X-Forwarded-For', '$proxy_add_x_forwarded_for']);
      expect(forwarding.map(([name]) => name?.toLowerCase())).not.toContain('x-real-ip');
    }
    const metrics = locations.find(({ args }) => args.join(' ') === '= /metrics');
    expect(one(metrics?.block, 'return')).toEqual(['404']);
    expect(one(metrics?.block, 'proxy_pass')).toBeUndefined();
  });

  it('matches the trust setting it names: behind it, TRUST_PROXY=1 finds the real client', () => {
    const trusted = parseTrustedProxies('1');
    if (typeof trusted === 'string') throw new Error(trusted);
    // What $proxy_add_x_forwarded_for makes of a forged header from 198.51.100.23.
    const relayed = {
      socket: { remoteAddress: '127.0.0.1' },
      headers: { 'x-forwarded-for': '203.0.113.9, , 198.51.100.23' },
    } as unknown as IncomingMessage;
    expect(clientAddressResolver(trusted)(relayed)).toBe('198.51.100.23');
  });
});
