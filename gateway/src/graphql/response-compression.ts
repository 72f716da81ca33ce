// GraphQL answers travel compressed when the client accepts it: brotli, else gzip. Answers are
// built per request, so they are compressed only above a size where it pays. GraphiQL's page and
// its parts (about 8 MB together, the same for every visitor) are compressed once per encoding and
// kept (http/graphiql-page.ts).
// No BREACH-style length oracle: another site cannot make a browser send GraphQL requests (the
// CSRF header needs a preflight), and sessions travel in cookies, not in answers.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'graphql-yoga';

type Encoding = 'br' | 'gzip';

/** Bodies below this are sent as they are: compressing would save less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
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
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type') ?? '';
      // A live stream (decision 0093) goes out value by value: neither compressed here nor, by a
      // proxy that honours the header (nginx), buffered on its way.
      if (type.startsWith('text/event-stream')) {
        response.headers.set('x-accel-buffering', 'no');
        return;
      }
      if (!hasBody(request, response) || type.startsWith('multipart/')) return;
      response.headers.append('vary', 'accept-encoding');
      const encoding = preferredEncoding(request.headers.get('accept-encoding'));
      if (!encoding) return;
      // The answer is rebuilt with the server's own Response, whose string or buffer body is
      // written to the socket at once: a platform Response would be piped through a web stream.
      const text = await response.text();
      const compressed =
        Buffer.byteLength(text) >= COMPRESS_FROM_BYTES
          ? compress(Buffer.from(text), encoding)
          : null;
      if (compressed) response.headers.set('content-encoding', encoding);
      response.headers.delete('content-length');
      setResponse(
        new fetchAPI.Response(
          compressed
            ? new Uint8Array(
                compressed.buffer as ArrayBuffer,
                compressed.byteOffset,
                compressed.length,
              )
            : text,
          {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          },
        ),
      );
    },
  };
}

/** Without reading `response.body`, which would make the answer a stream. */
function hasBody(request: Request, response: Response): boolean {
  return request.method !== 'HEAD' && response.status !== 204 && response.status !== 304;
}
