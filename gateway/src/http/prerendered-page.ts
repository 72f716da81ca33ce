// The visitor's dashboard as the web build prerendered it (index.prerendered.html and its brotli
// and gzip copies), answered for `/` to a browser without the session marker (decision 0153).
// Everybody else gets the plain page, whose first render the prerendered markup would not match.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferredEncoding } from '../graphql/response-compression.js';

const FILE = 'index.prerendered.html';
// The readable cookie the gateway keeps beside the session while a refresh token may be valid.
const SESSION_MARKER = 'rent_session=1';

/** `/` answers differently with and without the marker, and each in several encodings. */
export const ROOT_VARY = 'Cookie, Accept-Encoding';

export interface PrerenderedPage {
  /** Whether this request gets the prerendered page rather than the plain one. */
  isFor(req: IncomingMessage, path: string): boolean;
  send(req: IncomingMessage, res: ServerResponse): void;
}

const readIfBuilt = (file: string) => (existsSync(file) ? readFileSync(file) : null);

const hasSessionMarker = (cookie: string | undefined) =>
  (cookie ?? '').split(';').some((part) => part.trim() === SESSION_MARKER);

/** The page, or null when the build wrote none (a build from before prerendering). */
export function loadPrerenderedPage(webDist: string): PrerenderedPage | null {
  const html = readIfBuilt(join(webDist, FILE));
  if (!html) return null;
  const encoded = {
    br: readIfBuilt(join(webDist, `${FILE}.br`)),
    gzip: readIfBuilt(join(webDist, `${FILE}.gz`)),
  };
  const etag = `W/"prerendered-${createHash('sha256').update(html).digest('base64url').slice(0, 16)}"`;
  return {
    isFor: (req, path) =>
      path === '/' &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !hasSessionMarker(req.headers.cookie),
    send(req, res) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('vary', ROOT_VARY);
      res.setHeader('etag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304);
        res.end();
        return;
      }
      const encoding = preferredEncoding(req.headers['accept-encoding'] ?? null);
      const compressed = encoding ? encoded[encoding] : null;
      if (encoding && compressed) res.setHeader('content-encoding', encoding);
      const body = compressed ?? html;
      res.setHeader('content-length', body.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
