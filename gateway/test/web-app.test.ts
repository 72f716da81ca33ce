// How the gateway serves the built app: the prerendered dashboard to a visitor at `/`, the plain
// page to everyone and everywhere else (decision 0153).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebApp } from '../src/http/web-app.js';

const SHELL = '<!doctype html><title>RENT</title><div id="root"></div>';
const PRERENDERED = `<!doctype html><title>RENT</title><div id="root"><h1>Dashboard</h1>${'<p>Loading…</p>'.repeat(40)}</div>`;

function webDist({ prerendered }: { prerendered: boolean }): string {
  const dir = mkdtempSync(join(tmpdir(), 'rent-web-dist-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  if (prerendered) {
    const file = join(dir, 'index.prerendered.html');
    writeFileSync(file, PRERENDERED);
    writeFileSync(`${file}.br`, brotliCompressSync(PRERENDERED));
    writeFileSync(`${file}.gz`, gzipSync(PRERENDERED));
  }
  return dir;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

async function serve(dist: string): Promise<{ ask: Ask; close: () => void }> {
  const server: Server = createServer(createWebApp(dist, 'https://securegw.paytm.in'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ask: Ask = (path, headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  return { ask, close: () => server.close() };
}

type Ask = (path: string, headers?: Record<string, string>, method?: string) => Promise<Answer>;

describe('a build with the prerendered dashboard', () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    app = await serve(webDist({ prerendered: true }));
  });
  afterAll(() => app.close());

  it('answers a visitor at / with the prerendered dashboard, under the page policy, never cached stale', async () => {
    const answer = await app.ask('/');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(PRERENDERED);
    expect(answer.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the brotli copy, or the gzip one, to a browser that takes it', async () => {
    const br = await app.ask('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PRERENDERED);
    const gzip = await app.ask('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PRERENDERED);
    expect(gzip.headers['vary']).toBe('Cookie, Accept-Encoding');
  });

  it('answers HEAD with the headers alone, and a revalidation with 304', async () => {
    const head = await app.ask('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(PRERENDERED));
    expect(head.body.length).toBe(0);
    const again = await app.ask('/', { 'if-none-match': String(head.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers the plain page at / to a browser with the session marker, varying on the cookie', async () => {
    const answer = await app.ask('/', { cookie: 'theme=dark; rent_session=1' });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(SHELL);
    expect(answer.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers the plain page on every other path, the login screen among them', async () => {
    for (const path of ['/login', '/ico-distribution', '/no/such/page']) {
      const answer = await app.ask(path);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(SHELL);
    }
  });
});

describe('a build from before prerendering', () => {
  it('answers the plain page at / to a visitor', async () => {
    const app = await serve(webDist({ prerendered: false }));
    const answer = await app.ask('/');
    app.close();
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(SHELL);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
