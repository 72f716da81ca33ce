// Serves the built single-page app: hashed assets cached for a year, every other path answers
// index.html so the client router decides (unknown paths show the dashboard).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

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

function securityHeaders(res: ServerResponse, policy: string): void {
  res.setHeader('content-security-policy', policy);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-frame-options', 'DENY');
}

export function createWebApp(webDist: string, paytmOrigin: string): Handler {
  const policy = contentSecurityPolicy(paytmOrigin);
  if (!existsSync(join(webDist, 'index.html'))) {
    return (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(
        'The web app is not built yet: run `npm run build` (or `npm start`, which builds it).',
      );
    };
  }
  const serve = sirv(webDist, {
    single: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      securityHeaders(res, policy);
      const hashedAsset = pathname.startsWith('/assets/');
      res.setHeader(
        'cache-control',
        hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (req, res) =>
    serve(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    });
}
