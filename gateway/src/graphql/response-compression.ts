// GraphQL answers and GraphiQL's page travel compressed when the client accepts it: brotli, else
// gzip. Answers are built per request, so they are compressed only above a size where it pays.
// GraphiQL's page and its parts (about 8 MB together, the same for every visitor) are compressed
// once per encoding and kept (http/graphiql-page.ts).
// No BREACH-style length oracle: another site cannot make a browser send GraphQL requests (the
// CSRF header needs a preflight), and sessions travel in cookies, not in answers.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

type Encoding = 'br' | 'gzip';

/** Bodies below this are sent as they are: compressing would save less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const wanted = (name: Encoding) => (accepted.get(name) ?? 0) > 0;
  if (wanted('br')) return 'br';
  if (wanted('gzip')) return 'gzip';
  return null;
}

// Brotli 5 and gzip 6: most of the saving at a few milliseconds per 100 kB, so even GraphiQL's
// page is compressed in well under a second the first time.
function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function useResponseCompression(): Plugin {
  // GraphiQL's page by ETag, per encoding: the page never changes while the gateway runs.
  const pages = new Map<string, Buffer>();
  return {
    async onResponse({ request, response, setResponse }) {
      const type = response.headers.get('content-type') ?? '';
      // A live stream (decision 0093) goes out value by value: neither compressed here nor, by a
      // proxy that honours the header (nginx), buffered on its way.
      if (type.startsWith('text/event-stream')) response.headers.set('x-accel-buffering', 'no');
      if (!response.body || type.startsWith('text/event-stream') || type.startsWith('multipart/'))
        return;
      const page = type.startsWith('text/html');
      const encoding = preferredEncoding(request.headers.get('accept-encoding'));
      const body = Buffer.from(await response.arrayBuffer());
      const headers = new Headers(response.headers);
      headers.append('vary', 'accept-encoding');
      let payload: Buffer = body;
      if (page) {
        const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
        headers.set('etag', etag);
        headers.set('cache-control', 'no-cache');
        if (request.headers.get('if-none-match') === etag) {
          headers.delete('content-type');
          setResponse(new Response(null, { status: 304, headers }));
          return;
        }
        if (encoding) {
          const key = `${etag}:${encoding}`;
          payload = pages.get(key) ?? compress(body, encoding);
          pages.set(key, payload);
        }
      } else if (encoding && body.length >= COMPRESS_FROM_BYTES) {
        payload = compress(body, encoding);
      }
      if (payload !== body) headers.set('content-encoding', encoding ?? 'identity');
      headers.delete('content-length');
      setResponse(new Response(new Uint8Array(payload), { status: response.status, headers }));
    },
  };
}
