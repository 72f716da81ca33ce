// The visitor's dashboard as the web build prerendered it (index.prerendered.html, with its brotli
// and gzip copies), answered for `/` to a browser without the session marker (decision 0153).
// Everybody else gets the plain page, whose first render the prerendered markup would not match.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { carriesSessionHint } from '@rent/server-kit';

/** Where the page is in the build, and the address the static server knows it by. */
export const PRERENDERED_PATH = '/index.prerendered.html';

/** `/` answers differently with and without the marker, and each in several encodings. */
export const ROOT_VARY = 'Cookie, Accept-Encoding';

export const hasPrerenderedPage = (webDist: string): boolean =>
  existsSync(join(webDist, PRERENDERED_PATH));

/** Whether this request for `path` gets the prerendered page rather than the plain one. */
export const wantsPrerenderedPage = (req: IncomingMessage, path: string): boolean =>
  path === '/' &&
  (req.method === 'GET' || req.method === 'HEAD') &&
  !carriesSessionHint(req.headers.cookie);
