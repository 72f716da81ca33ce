import type { ServerResponse } from 'node:http';

/** A failure a route wants the caller to see as it is, e.g. a 400 for a malformed switch. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

type Headers = Record<string, string>;

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Headers = {},
): void {
  send(response, status, JSON.stringify(body), {
    'content-type': 'application/json; charset=utf-8',
    ...headers,
  });
}

// Pages show mail written by others; no script of theirs or ours ever needs to run.
const htmlHeaders: Headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "script-src 'none'; object-src 'none'",
};

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  send(response, status, html, htmlHeaders);
}

export function send(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Headers,
): void {
  response.writeHead(status, { 'content-length': Buffer.byteLength(body), ...headers });
  response.end(body);
}
