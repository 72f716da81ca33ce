// The transport to api against a small HTTP server of its own: what goes up (relayed headers, JSON or
// multipart bodies) and how every kind of answer comes back.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiTransport, type ApiTransportOptions } from './transport.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Received, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler = (_request, res) => res.end();
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      handler(request, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function answer(status: number, body: unknown, headers: Record<string, string | string[]> = {}) {
  handler = (_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

function client(options: Partial<ApiTransportOptions> = {}) {
  return createApiTransport({ baseUrl, timeoutMs: 1_000, forwardHeaders: {}, ...options });
}

describe('the api client', () => {
  it('relays the caller’s headers and sends a JSON body', async () => {
    answer(200, { status: true, message: 'Saved', data: { id: 7 } });
    const result = await client({
      forwardHeaders: { authorization: 'Bearer abc', 'x-forwarded-for': '203.0.113.9' },
    }).request('PATCH', '/api/v1/user/update', { fullname: 'Asha Rao' });
    expect(result).toEqual({ data: { id: 7 }, message: 'Saved' });
    const request = received.at(-1);
    expect(request).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/user/update',
      body: '{"fullname":"Asha Rao"}',
    });
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer abc',
      'x-forwarded-for': '203.0.113.9',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('hands every Set-Cookie to the caller, one by one', async () => {
    answer(
      200,
      { status: true, message: 'ok', data: null },
      {
        'set-cookie': ['access=a; HttpOnly', 'refresh=r; HttpOnly'],
      },
    );
    const cookies: string[] = [];
    await client({ onSetCookie: (cookie) => cookies.push(cookie) }).request('POST', '/signin', {});
    expect(cookies).toEqual(['access=a; HttpOnly', 'refresh=r; HttpOnly']);
  });

  it('streams a form as multipart with its boundary, files included', async () => {
    answer(200, { status: true, message: 'Received', data: null });
    const form = new FormData();
    form.append('amount', '2000');
    form.append('proof', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'proof.jpg'));
    await client().request('POST', '/api/v1/order/manual', form);
    const request = received.at(-1);
    const boundary = /boundary=(.+)$/.exec(request?.headers['content-type'] ?? '')?.[1];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain(`--${String(boundary)}`);
    expect(request?.body).toContain('name="amount"\r\n\r\n2000');
    expect(request?.body).toContain('filename="proof.jpg"');
  });

  it('turns a refusal into an error with the envelope’s message, fields and status code', async () => {
    answer(409, {
      status: false,
      message: 'Conflict',
      errors: [{ field: 'walletAddress', message: 'This wallet belongs to another account' }],
    });
    await expect(client().request('PATCH', '/api/v1/kyc/wallet', {})).rejects.toMatchObject({
      message: 'This wallet belongs to another account',
      extensions: { code: 'CONFLICT', status: 409 },
    });
  });

  it('does not trust a success status without a successful envelope', async () => {
    answer(200, '<html>a proxy page</html>', { 'content-type': 'text/html' });
    await expect(client().request('GET', '/api/v1/user')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE', status: 502 },
    });
    answer(200, { status: false, message: 'Nope', data: null });
    await expect(client().request('GET', '/api/v1/user')).rejects.toMatchObject({
      message: 'Nope',
      extensions: { code: 'BAD_USER_INPUT', status: 400 },
    });
  });

  it('answers "Network Error" when api does not answer in time', async () => {
    handler = () => {
      // Never answers.
    };
    await expect(client({ timeoutMs: 200 }).request('GET', '/api/v1/user')).rejects.toMatchObject({
      message: 'Network Error',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('answers "Network Error" when nothing listens', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createApiTransport({
      baseUrl: `http://127.0.0.1:${String(port)}`,
      timeoutMs: 1_000,
      forwardHeaders: {},
    });
    await expect(unreachable.request('GET', '/api/v1/user')).rejects.toMatchObject({
      message: 'Network Error',
    });
  });
});
