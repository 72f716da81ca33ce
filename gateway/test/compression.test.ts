// What travels compressed: GraphQL answers above a small size, and GraphiQL's page, which is also
// revalidated by its ETag instead of being sent again (about 9 MB before this).
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
function raw(method: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(`${gateway.url}/graphql`, { method, headers }, (response) => {
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
    { timeout: 30_000 },
    async () => {
      const first = await raw('GET', { ...GRAPHIQL, 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      const page = brotliDecompressSync(first.bytes).toString();
      expect(page).toContain('<title>RENT GraphQL</title>');
      expect(first.bytes.length).toBeLessThan(page.length / 3);
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
});
