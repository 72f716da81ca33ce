// Identity documents are the largest thing a client sends: limits are enforced while parsing the
// multipart request, and a request announcing more than the whole allowance is refused before it is read.
// Only a multipart request may carry documents: any other body is held to api's limit of 1 MB.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFetch } from '@whatwg-node/fetch';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  GRAPHQL_UPLOAD_REQUEST_BYTES,
  KYC_DOCUMENT_LIMITS,
  UPLOAD_MESSAGES,
} from '@rent/sale-rules';

/** The shared KYC upload limits (@rent/sale-rules), in the words of the multipart parser. */
export const UPLOAD_LIMITS = {
  files: KYC_DOCUMENT_LIMITS.files,
  fileSize: KYC_DOCUMENT_LIMITS.fileBytes,
  /** Four full documents plus the form fields. */
  requestSize: GRAPHQL_UPLOAD_REQUEST_BYTES,
} as const;

/** The largest body of a request without documents (JSON, or any other type), as api's. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'Request body too large (maximum 1 MB)';

function isMultipart(contentType: string | null | undefined): boolean {
  return /^\s*multipart\/form-data/i.test(contentType ?? '');
}

/** How large a body of this type may be, and what a client is told beyond it. */
export function sizeLimitFor(contentType: string | null | undefined) {
  return isMultipart(contentType)
    ? { bytes: UPLOAD_LIMITS.requestSize, message: UPLOAD_MESSAGES.documentTooLarge }
    : { bytes: BODY_LIMIT_BYTES, message: BODY_TOO_LARGE_MESSAGE };
}

/** The investor's words for a limit the multipart parser enforced, or null for any other error. */
export function uploadLimitMessage(parserMessage: string): string | null {
  if (/files limit exceeded/i.test(parserMessage)) return UPLOAD_MESSAGES.tooManyDocuments;
  if (/file size limit exceeded|fileSize/i.test(parserMessage))
    return UPLOAD_MESSAGES.documentTooLarge;
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

/** Answers 413 and returns true when the request says it is larger than a body of its type may be. */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  const limit = sizeLimitFor(req.headers['content-type']);
  if (!Number.isFinite(length) || length <= limit.bytes) return false;
  const body = {
    errors: [{ message: limit.message, extensions: { code: 'BAD_USER_INPUT', status: 413 } }],
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
 * length is declared cannot be longer (Node's parser stops at it) and refuseOversizedBody has
 * checked that length already; only a chunked body, of unknown length, is counted as it is read.
 */
export function useRequestSizeLimit(): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (!requestParser || !request.body || request.headers.has('content-length')) return;
      const limit = sizeLimitFor(request.headers.get('content-type'));
      setRequestParser(async (received) => {
        const counted = withCountedBody(received, limit.bytes);
        try {
          return await requestParser(counted.request);
        } catch (error) {
          if (!counted.exceeded()) throw error;
          throw new GraphQLError(limit.message, {
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
