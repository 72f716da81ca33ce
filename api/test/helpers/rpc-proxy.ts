// A JSON-RPC proxy in front of the local chain, a real HTTP server on a free port: each call is
// forwarded unless the test's `intercept` decides otherwise. It can hold an answer past the
// client's timeout (after forwarding or without), fail with an HTTP status, or answer itself
// without the chain ever seeing the call, which is how a node that drops a transaction from its
// pool looks to the sender.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RpcCall {
  method: string;
  params: unknown[];
  /** How many calls of this method came before this one (0 for the first). */
  seen: number;
}

export type RpcAction =
  | { kind: 'forward' }
  /** Forwards the call; its answer never comes back (the client times out). */
  | { kind: 'forward-and-stall' }
  /** The chain never sees the call, and no answer comes. */
  | { kind: 'stall' }
  /** An HTTP error status instead of an answer; the chain never sees the call. */
  | { kind: 'fail'; status: number }
  /** The proxy answers this result itself; the chain never sees the call. */
  | { kind: 'answer'; result: unknown };

export interface RpcProxy {
  url: string;
  intercept: (call: RpcCall) => RpcAction | Promise<RpcAction>;
  /** Every call's method, in order. */
  calls: string[];
  close(): Promise<void>;
}

const FORWARD: RpcAction = { kind: 'forward' };

export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const seen = new Map<string, number>();
  const sockets = new Set<Socket>();
  const proxy: RpcProxy = {
    url: '',
    intercept: () => FORWARD,
    calls: [],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const forward = async (body: string) => {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, text: await response.text() };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const parsed = JSON.parse(body) as
      | { id: unknown; method: string; params?: unknown[] }
      | { id: unknown; method: string; params?: unknown[] }[];
    // Batches (viem sends none by default) go through as they are.
    const action = Array.isArray(parsed)
      ? FORWARD
      : await proxy.intercept({
          method: parsed.method,
          params: parsed.params ?? [],
          seen: seen.get(parsed.method) ?? 0,
        });
    for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
      proxy.calls.push(call.method);
      seen.set(call.method, (seen.get(call.method) ?? 0) + 1);
    }
    switch (action.kind) {
      case 'forward': {
        const answer = await forward(body);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.text);
        return;
      }
      case 'forward-and-stall':
        await forward(body);
        return;
      case 'stall':
        return;
      case 'fail':
        response.writeHead(action.status, { 'content-type': 'text/plain' });
        response.end('unavailable');
        return;
      case 'answer': {
        const id = Array.isArray(parsed) ? null : parsed.id;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: action.result }));
        return;
      }
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
