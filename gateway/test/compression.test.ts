// What travels compressed: GraphQL answers above a small size, and GraphiQL's page, which is also
// revalidated by its ETag instead of being sent again (about 9 MB before decision 0099), and its
// parts, each under 1.5 MB in brotli and in gzip alike (decision 0146).
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/graphql/response-compression.js';
import { CSRF_HEADER } from '../src/yoga.js';
import { startGateway, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;

beforeAll(async () => {
  // Nothing here needs api: the schema's own description and GraphiQL's page.
  gateway = await startGateway({ API_URL: 'http://127.0.0.1:9' });
});
afterAll(() => gateway?.close());

// Every type with its fields: a large answer, as repetitive as real ones whatever the descriptions
// say (descriptions alone compress about 3 to 1).
const SCHEMA_TYPES =
  '{ __schema { types { name kind description fields { name type { name kind } } } } }';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A raw request: fetch would undo the encoding and hide what travelled. */
function raw(
  method: string,
  headers: Record<string, string>,
  body?: string,
  path = '/graphql',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(`${gateway.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    call.on('error', reject);
    call.end(body);
  });
}

const ask = (query: string, acceptEncoding: string) =>
  raw(
    'POST',
    {
      'content-type': 'application/json',
      [CSRF_HEADER]: 'true',
      'accept-encoding': acceptEncoding,
    },
    JSON.stringify({ query }),
  );

const GRAPHIQL = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('compressed answers', () => {
  it('chooses brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(null)).toBeNull();
  });

  it('sends a large GraphQL answer compressed in the encoding the client takes', async () => {
    const plain = await ask(SCHEMA_TYPES, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const types = JSON.parse(plain.bytes.toString());
    expect(types.data.__schema.types.length).toBeGreaterThan(20);

    const br = await ask(SCHEMA_TYPES, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(types);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);

    const gzip = await ask(SCHEMA_TYPES, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(types);
  });

  it('sends a small answer as it is', async () => {
    const small = await ask('{ __typename }', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toEqual({ data: { __typename: 'Query' } });
  });

  it(
    "sends GraphiQL's page compressed once, then lets the browser keep it",
    { timeout: 60_000 },
    async () => {
      const first = await raw('GET', { ...GRAPHIQL, 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      const page = brotliDecompressSync(first.bytes).toString();
      expect(page).toContain('<title>RENT GraphQL</title>');
      expect(first.bytes.length).toBeLessThan(page.length / 2);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['x-frame-options']).toBe('DENY');

      const again = await raw('GET', {
        ...GRAPHIQL,
        'accept-encoding': 'br',
        'if-none-match': etag,
      });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
    },
  );

  it(
    "sends GraphiQL's page and each of its parts under 1.5 MB in brotli and in gzip, the parts kept a year",
    { timeout: 60_000 },
    async () => {
      const LIMIT = 1_500_000;
      const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
      const page = await raw('GET', { ...GRAPHIQL, 'accept-encoding': 'identity' });
      const html = page.bytes.toString();
      const parts = [...html.matchAll(/(?:href|src)="(\/graphiql\/[^"]+)"/g)].map(
        ([, path]) => path,
      );
      expect(parts).toEqual([
        expect.stringMatching(/^\/graphiql\/graphiql-[\w-]+\.css$/),
        expect.stringMatching(/^\/graphiql\/graphiql-workers-[\w-]+\.js$/),
        expect.stringMatching(/^\/graphiql\/graphiql-[\w-]+\.js$/),
      ]);
      for (const encoding of ['br', 'gzip'] as const) {
        const compressedPage = await raw('GET', { ...GRAPHIQL, 'accept-encoding': encoding });
        expect(compressedPage.headers['content-encoding']).toBe(encoding);
        expect(compressedPage.bytes.length).toBeLessThan(LIMIT);
        expect(decoders[encoding](compressedPage.bytes).toString()).toBe(html);
      }
      let whole = 0;
      for (const path of parts) {
        const plain = await raw('GET', { 'accept-encoding': 'identity' }, undefined, path);
        expect(plain.status, path).toBe(200);
        expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(plain.headers['content-type']).toMatch(/^text\/(css|javascript); charset=utf-8$/);
        expect(plain.headers['x-content-type-options']).toBe('nosniff');
        whole += plain.bytes.length;
        for (const encoding of ['br', 'gzip'] as const) {
          const sent = await raw('GET', { 'accept-encoding': encoding }, undefined, path);
          expect(sent.headers['content-encoding'], path).toBe(encoding);
          expect(sent.headers.vary).toMatch(/accept-encoding/i);
          expect(sent.bytes.length, `${path} in ${encoding}`).toBeLessThan(LIMIT);
          expect(decoders[encoding](sent.bytes).equals(plain.bytes), path).toBe(true);
        }
      }
      // The editor is all there: several megabytes before compression.
      expect(whole).toBeGreaterThan(5_000_000);

      const unknown = await raw('GET', {}, undefined, '/graphiql/graphiql-nothing.js');
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.bytes.toString())).toMatchObject({ status: false });
    },
  );
});
