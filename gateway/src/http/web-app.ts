// Serves the built single-page app: hashed assets cached for a year (a missing one is a 404, never
// the app), their brotli or gzip copy when the browser takes it, source maps only when a setting
// says so; every other path answers index.html so the client router decides (unknown paths show
// the dashboard), except `/` for a visitor, who gets the dashboard prerendered by the build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import {
  hasPrerenderedPage,
  PRERENDERED_PATH,
  ROOT_VARY,
  wantsPrerenderedPage,
} from './prerendered-page.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const contentSecurityPolicy = (paytmOrigin: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components injects its rules in <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    // Online payment is a form POST to Paytm's payment page; no other site may receive a form.
    `form-action 'self' ${paytmOrigin}`,
  ].join('; ');

/** What every page the gateway serves carries beside its content security policy. */
export const PAGE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

function securityHeaders(res: ServerResponse, policy: string): void {
  res.setHeader('content-security-policy', policy);
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) res.setHeader(name, value);
}

const ASSETS = '/assets/';

const notFound = (res: ServerResponse) => {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
};

export function createWebApp(
  webDist: string,
  paytmOrigin: string,
  { sourceMaps = false }: { sourceMaps?: boolean } = {},
): Handler {
  const policy = contentSecurityPolicy(paytmOrigin);
  if (!existsSync(join(webDist, 'index.html'))) {
    return (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(
        'The web app is not built yet: run `npm run build` (or `npm start`, which builds it).',
      );
    };
  }
  const prerendered = hasPrerenderedPage(webDist);
  const options = (single: boolean) => ({
    single,
    etag: true,
    // The build writes a .br and a .gz copy beside every compressible file.
    gzip: true,
    brotli: true,
    setHeaders(res: ServerResponse, pathname: string) {
      securityHeaders(res, policy);
      // A cache must not hand the plain page of a signed-in investor to a visitor, or back.
      if (prerendered && (pathname === '/' || pathname === PRERENDERED_PATH))
        res.setHeader('vary', ROOT_VARY);
      const hashedAsset = pathname.startsWith(ASSETS);
      res.setHeader(
        'cache-control',
        hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const assets = sirv(webDist, options(false));
  const app = sirv(webDist, options(true));
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (path.endsWith('.map') && !sourceMaps) return notFound(res);
    // The static server answers the page itself: its compressed copies, ETag, HEAD and 304.
    if (prerendered && wantsPrerenderedPage(req, path)) req.url = PRERENDERED_PATH;
    const serve = path.startsWith(ASSETS) ? assets : app;
    serve(req, res, () => notFound(res));
  };
}
