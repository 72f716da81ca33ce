// How the gateway calls api: one request in, the envelope's payload out, and any failure turned into
// a normalised GraphQL error (a 429's Retry-After with it). Auth headers go up, Set-Cookie comes
// back. Callers use the named operations of ./index.ts; this module knows nothing of paths.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';
import { networkError, upstreamError } from '../errors.js';
import type { CallBudget } from './call-budget.js';

export interface ApiResult<T> {
  data: T;
  message: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A file api sent: the headers that describe it, and its bytes as they arrive. */
export interface ApiFile {
  headers: Record<string, string>;
  body: Readable;
}

export interface ApiTransport {
  /** `operationId` names the call in the metrics; a path never does. */
  request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    operationId?: string,
  ): Promise<ApiResult<T>>;
  /** A GET answered with a file on success and with the envelope on failure (then thrown). */
  download(path: string): Promise<ApiFile>;
}

/** One call to api as the metrics see it: which operation, api's status, how long it took. */
export interface ApiCall {
  operationId: string;
  /** api's status code, or `unreachable` when no answer came (refused, reset, timed out). */
  status: number | 'unreachable';
  seconds: number;
}

// What the gateway passes on of a file's headers; api's own (request id, caching, sniffing) too.
const FILE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
  'x-request-id',
] as const;

export interface ApiTransportOptions {
  baseUrl: string;
  /** The longest wait for api to start answering, and then between two parts of its answer. */
  timeoutMs: number;
  /** Headers of the incoming request relayed to api (cookie, authorization, client address…). */
  forwardHeaders: Record<string, string>;
  /** Receives every Set-Cookie api sends, to be relayed to the browser. */
  onSetCookie?: (cookie: string) => void;
  /** The connection pool to api; by default one kept-alive pool per process. */
  dispatcher?: Dispatcher;
  /** What the incoming request may still ask of api; by default no limit. */
  budget?: CallBudget;
  /** Told of every call once api's answer has arrived, or failed to. */
  onCall?: (call: ApiCall) => void;
}

// undici's request() rather than fetch(): every GraphQL operation makes at least one call to api,
// and fetch's Request, Response, Headers, streams and abort signal cost more than the call itself
// (the gateway benchmark measures it). Connections to api are kept alive and shared.
const apiPool = new Agent({ keepAliveTimeout: 10_000, connections: 256 });

async function readJson(body: Dispatcher.ResponseData['body']): Promise<unknown> {
  try {
    return await body.json();
  } catch {
    return null;
  }
}

/** Every answer of api, success or failure, is `{status, message, data}`. */
interface Envelope {
  status: boolean;
  message: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value;
}

function headerOf(headers: Dispatcher.ResponseData['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function setCookiesOf(headers: Dispatcher.ResponseData['headers']): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * A JSON body, or a multipart one streamed as the platform encodes a FormData (boundary and all):
 * the documents of a KYC or manual-payment form are passed on as they were received.
 */
function encodedBody(body: unknown): { body: string | Readable | null; contentType?: string } {
  if (body === undefined) return { body: null };
  if (!(body instanceof FormData)) {
    return { body: JSON.stringify(body), contentType: 'application/json' };
  }
  const multipart = new Response(body);
  return {
    body: multipart.body ? Readable.fromWeb(multipart.body as NodeReadableStream) : null,
    contentType: multipart.headers.get('content-type') ?? undefined,
  };
}

export function createApiTransport(options: ApiTransportOptions): ApiTransport {
  const dispatcher = options.dispatcher ?? apiPool;

  async function call<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    operationId: string,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      ...options.forwardHeaders,
      accept: 'application/json',
    };
    const encoded = encodedBody(body);
    if (encoded.contentType) headers['content-type'] = encoded.contentType;
    const started = performance.now();
    const observe = (status: ApiCall['status']) =>
      options.onCall?.({ operationId, status, seconds: (performance.now() - started) / 1000 });
    let response: Dispatcher.ResponseData;
    try {
      response = await undiciRequest(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: encoded.body,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        dispatcher,
      });
    } catch {
      observe('unreachable');
      throw networkError();
    }
    for (const cookie of setCookiesOf(response.headers)) options.onSetCookie?.(cookie);
    const payload = await readJson(response.body);
    observe(response.statusCode);
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    if (!ok) {
      throw upstreamError(response.statusCode, payload, {
        retryAfter: headerOf(response.headers, 'retry-after'),
      });
    }
    // A success status must still carry a successful envelope; anything else is not an answer we trust.
    if (!isEnvelope(payload)) throw upstreamError(502, payload);
    if (payload.status !== true) throw upstreamError(400, payload);
    return { data: payload.data as T, message: payload.message };
  }

  async function download(path: string): Promise<ApiFile> {
    let response: Dispatcher.ResponseData;
    try {
      response = await undiciRequest(`${options.baseUrl}${path}`, {
        method: 'GET',
        headers: { ...options.forwardHeaders, accept: '*/*' },
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        dispatcher,
      });
    } catch {
      throw networkError();
    }
    for (const cookie of setCookiesOf(response.headers)) options.onSetCookie?.(cookie);
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw upstreamError(response.statusCode, await readJson(response.body));
    }
    const headers: Record<string, string> = {};
    for (const name of FILE_HEADERS) {
      const value = response.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return { headers, body: response.body };
  }

  return {
    download,
    request: (method, path, body, operationId = 'unnamed') =>
      options.budget
        ? options.budget.run(() => call(method, path, body, operationId))
        : call(method, path, body, operationId),
  };
}
