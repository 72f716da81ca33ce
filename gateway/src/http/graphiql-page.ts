// GraphiQL (decisions 0099 and 0146): a small page and three parts it loads from /graphiql/, its
// stylesheet, its editor's workers and its editor, each named by a hash of its content and kept
// by the browser for a year. Everything is prepared once per process and kept with its brotli and
// gzip bodies, so a request costs a lookup and a write. The build compresses the parts hard once
// (dist/graphiql/); a process without those files compresses them itself, lighter, on first use.
// Each address may load the page a few times a minute, and its parts as often as those loads need.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  css,
  editorWorkerService,
  graphqlWorker,
  js,
  jsonWorker,
} from '@graphql-yoga/render-graphiql/graphiql';
import { graphiqlContentSecurityPolicy } from '../graphql/graphiql-headers.js';
import { preferredEncoding } from '../graphql/response-compression.js';
import { CSRF_HEADER, GRAPHIQL_EXAMPLE } from '../yoga.js';
import { sendEnvelope } from './json.js';
import { PAGE_SECURITY_HEADERS } from './web-app.js';

/** Where the page's parts are served; nothing else of the gateway lives under it. */
export const GRAPHIQL_ASSETS_PREFIX = '/graphiql/';

export interface CompressedBody {
  /** The body as it is, for a client that takes no encoding. */
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface GraphiqlAsset extends CompressedBody {
  /** Its file name under GRAPHIQL_ASSETS_PREFIX, with the hash of its content. */
  name: string;
  contentType: string;
}

export interface GraphiqlPage extends CompressedBody {
  etag: string;
  policy: string;
}

/** The page and its parts, as this gateway serves them. */
export interface GraphiqlSite {
  page: GraphiqlPage;
  assets: ReadonlyMap<string, GraphiqlAsset>;
}

/** Where the build leaves the compressed bodies, named after what they compress. */
export const PREBUILT_DIR = new URL('../graphiql/', import.meta.url);

// The page's own web fonts are a fifth of what it weighs once compressed: the editor reads as
// well in the system's fonts. Its icon font (codicon) stays, once: the buttons need it, and the
// stylesheet carries it twice (107 kB each).
const TEXT_FONT_FACE = /@font-face\{font-family:(?!codicon)[^}]*?url\(data:font\/[^)]*\)[^}]*\}/g;
const FONT_FACE = /@font-face\{[^}]*\}/g;

/** The font faces of a stylesheet, each kept once: a face that repeats an earlier one goes. */
function withoutRepeatedFaces(stylesheet: string): string {
  const seen = new Set<string>();
  return stylesheet.replace(FONT_FACE, (face) => {
    // The same face may list its properties in another order.
    const key = face
      .slice('@font-face{'.length, -1)
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .sort()
      .join(';');
    if (seen.has(key)) return '';
    seen.add(key);
    return face;
  });
}

export function graphiqlStylesheet(): string {
  return withoutRepeatedFaces(css.replace(TEXT_FONT_FACE, ''));
}

/**
 * The editor's three workers as blobs, as yoga's own page makes them, in one script: they share
 * most of their code, which brotli then sends once.
 */
export function graphiqlWorkersScript(): string {
  return `(function () {
  function prepareBlob(workerContent) {
    var blob = new Blob([workerContent], { type: 'application/javascript' });
    return URL.createObjectURL(blob);
  }
  var workers = {
    editorWorkerService: prepareBlob(${JSON.stringify(editorWorkerService)}),
    json: prepareBlob(${JSON.stringify(jsonWorker)}),
    graphql: prepareBlob(${JSON.stringify(graphqlWorker)}),
  };
  self['MonacoEnvironment'] = {
    globalAPI: false,
    getWorkerUrl: function (moduleId, label) {
      return workers[label];
    },
  };
})();
`;
}

const hashOf = (content: string | Buffer) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 16);

function assetText(base: string, extension: string, content: string, contentType: string) {
  return { name: `${base}-${hashOf(content)}.${extension}`, contentType, content };
}

/** The parts' texts and names; the page names them, so it is made from them. */
export function graphiqlAssetTexts() {
  return [
    assetText('graphiql', 'css', graphiqlStylesheet(), 'text/css; charset=utf-8'),
    assetText('graphiql-workers', 'js', graphiqlWorkersScript(), 'text/javascript; charset=utf-8'),
    assetText('graphiql', 'js', js, 'text/javascript; charset=utf-8'),
  ];
}

/** What the page's own script passes to GraphiQL. */
const OPTIONS = {
  title: 'RENT GraphQL',
  headers: JSON.stringify({ [CSRF_HEADER]: 'true' }),
  defaultQuery: GRAPHIQL_EXAMPLE,
  // The docs pane's first page shows the schema's description: the error guide.
  schemaDescription: true,
};

/** The page's HTML: the parts by name and one inline script, which starts GraphiQL. */
export function graphiqlHtml(assetNames: readonly string[]): string {
  const url = (name: string) => `${GRAPHIQL_ASSETS_PREFIX}${name}`;
  const stylesheets = assetNames.filter((name) => name.endsWith('.css'));
  const scripts = assetNames.filter((name) => name.endsWith('.js'));
  // `<` escaped, so no text in the options can close the script.
  const options = JSON.stringify(OPTIONS).replaceAll('<', '\\u003c');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${OPTIONS.title}</title>
    <link rel="icon" href="/favicon.ico" />
${stylesheets.map((name) => `    <link rel="stylesheet" href="${url(name)}" />\n`).join('')}  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
${scripts.map((name) => `    <script src="${url(name)}"></script>\n`).join('')}    <script>YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ${options});</script>
  </body>
</html>
`;
}

export const etagOf = (html: string | Buffer) =>
  `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The bodies at the build's quality (slow, once) or at a light one (a process without them). */
export async function compressBody(
  body: Buffer,
  hard: boolean,
): Promise<Pick<CompressedBody, 'br' | 'gzip'>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: hard ? 11 : 5,
        [constants.BROTLI_PARAM_LGWIN]: 24,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: hard ? 9 : 6 }),
  ]);
  return { br, gzip: gz };
}

/** The prebuilt file of a part: its name (which carries its hash) and the encoding's. */
export const prebuiltFileName = (name: string, encoding: 'br' | 'gz') => `${name}.${encoding}`;

async function prebuilt(name: string): Promise<Pick<CompressedBody, 'br' | 'gzip'> | null> {
  try {
    const [br, gz] = await Promise.all([
      readFile(new URL(prebuiltFileName(name, 'br'), PREBUILT_DIR)),
      readFile(new URL(prebuiltFileName(name, 'gz'), PREBUILT_DIR)),
    ]);
    return { br, gzip: gz };
  } catch {
    return null;
  }
}

export async function prepareGraphiql(): Promise<GraphiqlSite> {
  const texts = graphiqlAssetTexts();
  const assets = await Promise.all(
    texts.map(async ({ name, contentType, content }): Promise<GraphiqlAsset> => {
      const identity = Buffer.from(content);
      const bodies = (await prebuilt(name)) ?? (await compressBody(identity, false));
      return { name, contentType, identity, ...bodies };
    }),
  );
  const text = graphiqlHtml(texts.map(({ name }) => name));
  const html = Buffer.from(text);
  return {
    page: {
      identity: html,
      etag: etagOf(html),
      policy: graphiqlContentSecurityPolicy(text),
      ...(await compressBody(html, false)),
    },
    assets: new Map(assets.map((asset) => [asset.name, asset])),
  };
}

/** What yoga would render GraphiQL for: a browser's GET of the endpoint. */
export function asksForGraphiql(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/** Page loads one address gets per minute. */
export const GRAPHIQL_LOADS_PER_MINUTE = 20;

/** Requests for the page's parts one address gets per minute: all of them for each page load. */
export const GRAPHIQL_ASSET_LOADS_PER_MINUTE = 3 * GRAPHIQL_LOADS_PER_MINUTE;

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

function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: CompressedBody,
  headers: Record<string, string>,
): void {
  const encoding = preferredEncoding(req.headers['accept-encoding'] ?? null);
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  res.writeHead(200, {
    ...headers,
    'content-length': bytes.length,
    ...(encoding && { 'content-encoding': encoding }),
  });
  res.end(bytes);
}

/** GraphiQL's page, answered for GraphiQL's requests of /graphql. */
export type GraphiqlHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  client: string,
) => Promise<void>;

/** `prepare` makes the page and its parts; it is called once, by the first request. */
export function createGraphiqlHandler(prepare: () => Promise<GraphiqlSite> = prepareGraphiql): {
  page: GraphiqlHandler;
  asset: GraphiqlHandler;
} {
  let site: Promise<GraphiqlSite> | null = null;
  const pageLimit = perClientLimit(GRAPHIQL_LOADS_PER_MINUTE);
  const assetLimit = perClientLimit(GRAPHIQL_ASSET_LOADS_PER_MINUTE);

  function refused(res: ServerResponse, retryAfter: number): void {
    res.setHeader('retry-after', String(retryAfter));
    sendEnvelope(res, 429, 'Too many requests. Please try again later.');
  }

  return {
    async page(req, res, client) {
      const retryAfter = pageLimit(client);
      if (retryAfter !== null) return refused(res, retryAfter);
      site ??= prepare();
      const { page } = await site;
      res.setHeader('etag', page.etag);
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('vary', 'accept, accept-encoding');
      if (req.headers['if-none-match'] === page.etag) {
        res.writeHead(304);
        return void res.end();
      }
      sendBody(req, res, page, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': page.policy,
        ...PAGE_SECURITY_HEADERS,
      });
    },
    async asset(req, res, client) {
      const retryAfter = assetLimit(client);
      if (retryAfter !== null) return refused(res, retryAfter);
      const path = new URL(req.url ?? '/', 'http://gateway').pathname;
      site ??= prepare();
      const asset = (await site).assets.get(path.slice(GRAPHIQL_ASSETS_PREFIX.length));
      if (!asset) return sendEnvelope(res, 404, `Route ${req.method ?? 'GET'} ${path} not found`);
      // Its name changes with its content: a browser keeps it for a year and never asks again.
      sendBody(req, res, asset, {
        'content-type': asset.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'accept-encoding',
        'x-content-type-options': 'nosniff',
      });
    },
  };
}
