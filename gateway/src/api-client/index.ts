// The REST client every resolver uses: one request in, the envelope's payload out, and any failure
// turned into a normalised GraphQL error. Auth headers go up, Set-Cookie comes back.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Agent, request as undiciRequest, type Dispatcher } from 'undici';
import { networkError, upstreamError } from '../errors.js';
import type { Envelope } from './types.js';

export interface ApiResult<T> {
  data: T;
  message: string;
}

export interface ApiClient {
  request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<ApiResult<T>>;
  get<T>(path: string): Promise<T>;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** The longest wait for api to start answering, and then between two parts of its answer. */
  timeoutMs: number;
  /** Headers of the incoming request relayed to api (cookie, authorization, client address…). */
  forwardHeaders: Record<string, string>;
  /** Receives every Set-Cookie api sends, to be relayed to the browser. */
  onSetCookie?: (cookie: string) => void;
  /** The connection pool to api; by default one kept-alive pool per process. */
  dispatcher?: Dispatcher;
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

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value;
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

export function createApiClient(options: ApiClientOptions): ApiClient {
  const dispatcher = options.dispatcher ?? apiPool;

  async function request<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      ...options.forwardHeaders,
      accept: 'application/json',
    };
    const encoded = encodedBody(body);
    if (encoded.contentType) headers['content-type'] = encoded.contentType;
    let response: Dispatcher.ResponseData;
    try {
      response = await undiciRequest(`${options.baseUrl}${path}`, {
        method: method as Dispatcher.HttpMethod,
        headers,
        body: encoded.body,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        dispatcher,
      });
    } catch {
      throw networkError();
    }
    for (const cookie of setCookiesOf(response.headers)) options.onSetCookie?.(cookie);
    const payload = await readJson(response.body);
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    if (!ok) throw upstreamError(response.statusCode, payload);
    // A success status must still carry a successful envelope; anything else is not an answer we trust.
    if (!isEnvelope(payload)) throw upstreamError(502, payload);
    if (payload.status !== true) throw upstreamError(400, payload);
    return { data: payload.data as T, message: payload.message };
  }

  return {
    request,
    get: async <T>(path: string) => (await request<T>('GET', path)).data,
  };
}
