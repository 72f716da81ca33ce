// Identity documents are the largest thing a client sends: limits are enforced while parsing the
// multipart request, and a request announcing more than the whole allowance is refused before it is read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFetch } from '@whatwg-node/fetch';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const UPLOAD_LIMITS = {
  files: 4,
  fileSize: 5 * 1024 * 1024,
  /** Four full documents plus the form fields. */
  requestSize: 21 * 1024 * 1024,
} as const;

export const TOO_LARGE_MESSAGE = 'File too large (maximum 5 MB per document)';
export const TOO_MANY_FILES_MESSAGE = 'Maximum 4 Aadhar documents allowed.';

/** The investor's words for a limit the multipart parser enforced, or null for any other error. */
export function uploadLimitMessage(parserMessage: string): string | null {
  if (/files limit exceeded/i.test(parserMessage)) return TOO_MANY_FILES_MESSAGE;
  if (/file size limit exceeded|fileSize/i.test(parserMessage)) return TOO_LARGE_MESSAGE;
  return null;
}

/** The fetch implementation yoga parses requests with, carrying the multipart limits. */
export const limitedFetchApi = createFetch({
  formDataLimits: {
    files: UPLOAD_LIMITS.files,
    fileSize: UPLOAD_LIMITS.fileSize,
    fieldSize: 256 * 1024,
    fields: 40,
    parts: 50,
  },
});

/** Answers 413 and returns true when the request says it is larger than any acceptable upload. */
export function refuseOversizedUpload(req: IncomingMessage, res: ServerResponse): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!Number.isFinite(length) || length <= UPLOAD_LIMITS.requestSize) return false;
  const body = {
    errors: [{ message: TOO_LARGE_MESSAGE, extensions: { code: 'BAD_USER_INPUT', status: 413 } }],
  };
  res.writeHead(413, {
    'content-type': 'application/graphql-response+json; charset=utf-8',
    connection: 'close',
  });
  res.end(JSON.stringify(body));
  req.resume();
  return true;
}

/**
 * The request with a body that stops as soon as more than `limit` bytes have come, and a way to
 * tell afterwards whether that is why reading it failed.
 */
function withCountedBody(request: Request, limit: number) {
  let received = 0;
  const counted = new limitedFetchApi.TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > limit) controller.error(new Error('request size limit exceeded'));
      else controller.enqueue(chunk);
    },
  });
  const limited = new limitedFetchApi.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: (request.body as ReadableStream<Uint8Array>).pipeThrough(counted),
    duplex: 'half',
  } as RequestInit);
  return { request: limited, exceeded: () => received > limit };
}

/**
 * The size limit of every GraphQL request, in place of yoga's own, which pipes every body through a
 * stream transform (a third of the gateway's CPU per request, the benchmark found). A body whose
 * length is declared cannot be longer (Node's parser stops at it) and refuseOversizedUpload has
 * checked that length already; only a chunked body, of unknown length, is counted as it is read.
 */
export function useRequestSizeLimit(limit: number = UPLOAD_LIMITS.requestSize): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (!requestParser || !request.body || request.headers.has('content-length')) return;
      setRequestParser(async (received) => {
        const counted = withCountedBody(received, limit);
        try {
          return await requestParser(counted.request);
        } catch (error) {
          if (!counted.exceeded()) throw error;
          throw new GraphQLError(TOO_LARGE_MESSAGE, {
            extensions: { code: 'BAD_USER_INPUT', http: { status: 413 } },
          });
        }
      });
    },
    // The rest of a refused body is never read: the connection cannot carry another request.
    onResponse({ response }) {
      if (response.status === 413) response.headers.set('connection', 'close');
    },
  };
}
