// The REST client every resolver uses: one request in, the envelope's payload out, and any failure
// turned into a normalised GraphQL error. Auth headers go up, Set-Cookie comes back.
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
  timeoutMs: number;
  /** Headers of the incoming request relayed to api (cookie, authorization, client address…). */
  forwardHeaders: Record<string, string>;
  /** Receives every Set-Cookie api sends, to be relayed to the browser. */
  onSetCookie?: (cookie: string) => void;
  fetch?: typeof fetch;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? fetch;

  async function request<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      ...options.forwardHeaders,
      accept: 'application/json',
    };
    const multipart = body instanceof FormData;
    // FormData sets its own multipart content type, boundary included.
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body:
          body === undefined || multipart ? (body as FormData | undefined) : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'manual',
      });
    } catch {
      throw networkError();
    }
    for (const cookie of response.headers.getSetCookie()) options.onSetCookie?.(cookie);
    const payload = await readJson(response);
    if (!response.ok) throw upstreamError(response.status, payload);
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
