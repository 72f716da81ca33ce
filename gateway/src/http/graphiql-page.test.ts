// GraphiQL's page and parts are made once per process: every request after the first is a lookup
// and a write of bodies already compressed (decisions 0099, 0146).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphiqlHandler, GRAPHIQL_ASSETS_PREFIX, prepareGraphiql } from './graphiql-page.js';

let server: Server;
let base: string;
let preparations = 0;

beforeAll(async () => {
  const handler = createGraphiqlHandler(() => {
    preparations += 1;
    return prepareGraphiql();
  });
  server = createServer((req, res) => {
    const serve = req.url?.startsWith(GRAPHIQL_ASSETS_PREFIX) ? handler.asset : handler.page;
    void serve(req, res, 'one client');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The bytes as they travelled: fetch would decode them. */
function get(path: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers: { accept: 'text/html', 'accept-encoding': encoding } })
      .on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject)
      .end();
  });
}

describe("GraphiQL's page and parts", () => {
  it(
    'are made by the first request only; later ones send the same bytes',
    { timeout: 60_000 },
    async () => {
      const page = (await get('/graphql', 'br')).length;
      expect(preparations).toBe(1);
      const html = (await get('/graphql', 'identity')).toString();
      const parts = [...html.matchAll(/(?:href|src)="(\/graphiql\/[^"]+)"/g)].map(
        ([, path]) => path!,
      );
      expect(parts).toHaveLength(3);
      for (const encoding of ['br', 'gzip', 'identity']) {
        for (const path of parts) {
          const [first, second] = [await get(path, encoding), await get(path, encoding)];
          expect(second.equals(first), `${path} in ${encoding}`).toBe(true);
        }
      }
      expect((await get('/graphql', 'br')).length).toBe(page);
      expect(preparations).toBe(1);
    },
  );
});
