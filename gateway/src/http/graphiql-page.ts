// GraphiQL's page (decision 0099): about 8 MB of HTML with its editor inline, the same for every
// visitor. It is rendered once per process and kept with its ETag, its policy and its brotli and
// gzip bodies, so a request costs a lookup and a write. The build compresses it hard once
// (dist/graphiql/); a process without those files compresses it itself, lighter, on first use.
// Each address may load it a few times a minute: more is not a person reading the docs.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { graphiqlContentSecurityPolicy } from '../graphql/graphiql-headers.js';
import { preferredEncoding } from '../graphql/response-compression.js';
import { CSRF_HEADER, GRAPHIQL_EXAMPLE } from '../yoga.js';
import { sendEnvelope } from './json.js';
import { PAGE_SECURITY_HEADERS } from './web-app.js';

export interface GraphiqlPage {
  html: Buffer;
  etag: string;
  policy: string;
  br: Buffer;
  gzip: Buffer;
}

/** Where the build leaves the page's compressed bodies, named by ETag. */
export const PREBUILT_DIR = new URL('../graphiql/', import.meta.url);

// The page's own web fonts and icon are a fifth of what it weighs once compressed: the editor
// reads as well in the system's fonts. Its icon font (codicon) stays: the buttons need it.
const TEXT_FONT_FACE = /@font-face\{font-family:(?!codicon)[^}]*?url\(data:font\/[^)]*\)[^}]*\}/g;
const INLINE_ICON = /<link rel="icon" href="data:[^"]*"\s*\/?>/;

/** The page's HTML, as this gateway serves it. */
export function graphiqlHtml(): string {
  return renderGraphiQL({
    title: 'RENT GraphQL',
    headers: JSON.stringify({ [CSRF_HEADER]: 'true' }),
    defaultQuery: GRAPHIQL_EXAMPLE,
    // The docs pane's first page shows the schema's description: the error guide.
    schemaDescription: true,
  })
    .replace(TEXT_FONT_FACE, '')
    .replace(INLINE_ICON, '<link rel="icon" href="/favicon.ico" />');
}

export const etagOf = (html: string | Buffer) =>
  `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The bodies at the build's quality (slow, once) or at a light one (a process without them). */
export async function compressPage(
  html: Buffer,
  hard: boolean,
): Promise<Pick<GraphiqlPage, 'br' | 'gzip'>> {
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: hard ? 10 : 5,
        [constants.BROTLI_PARAM_LGWIN]: 24,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipped(html, { level: hard ? 9 : 6 }),
  ]);
  return { br, gzip: gz };
}

export const prebuiltFileName = (etag: string, encoding: 'br' | 'gz') =>
  `page-${etag.replaceAll('"', '')}.html.${encoding}`;

async function prebuilt(etag: string): Promise<Pick<GraphiqlPage, 'br' | 'gzip'> | null> {
  try {
    const [br, gz] = await Promise.all([
      readFile(new URL(prebuiltFileName(etag, 'br'), PREBUILT_DIR)),
      readFile(new URL(prebuiltFileName(etag, 'gz'), PREBUILT_DIR)),
    ]);
    return { br, gzip: gz };
  } catch {
    return null;
  }
}

export async function prepareGraphiqlPage(): Promise<GraphiqlPage> {
  const text = graphiqlHtml();
  const html = Buffer.from(text);
  const etag = etagOf(html);
  const bodies = (await prebuilt(etag)) ?? (await compressPage(html, false));
  return { html, etag, policy: graphiqlContentSecurityPolicy(text), ...bodies };
}

/** What yoga would render GraphiQL for: a browser's GET of the endpoint. */
export function asksForGraphiql(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/** Page loads one address gets per minute. */
export const GRAPHIQL_LOADS_PER_MINUTE = 20;

/** A fixed window per address; the whole map is dropped when its minute ends. */
export function perClientLimit(perMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return (client: string): number | null => {
    const time = now();
    if (time - windowStart >= 60_000) {
      windowStart = time;
      counts = new Map();
    }
    const used = (counts.get(client) ?? 0) + 1;
    counts.set(client, used);
    return used > perMinute ? Math.ceil((windowStart + 60_000 - time) / 1000) : null;
  };
}

export function createGraphiqlHandler() {
  let page: Promise<GraphiqlPage> | null = null;
  const overLimit = perClientLimit(GRAPHIQL_LOADS_PER_MINUTE);
  return async (req: IncomingMessage, res: ServerResponse, client: string): Promise<void> => {
    const retryAfter = overLimit(client);
    if (retryAfter !== null) {
      res.setHeader('retry-after', String(retryAfter));
      return sendEnvelope(res, 429, 'Too many requests. Please try again later.');
    }
    page ??= prepareGraphiqlPage();
    const { html, etag, policy, br, gzip: gz } = await page;
    res.setHeader('etag', etag);
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('vary', 'accept, accept-encoding');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304);
      return void res.end();
    }
    const encoding = preferredEncoding(req.headers['accept-encoding'] ?? null);
    const body = encoding === 'br' ? br : encoding === 'gzip' ? gz : html;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'content-security-policy': policy,
      ...PAGE_SECURITY_HEADERS,
      ...(encoding && { 'content-encoding': encoding }),
    });
    res.end(body);
  };
}
