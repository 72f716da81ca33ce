import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lingerOnClose } from './lingering-close.js';

const DECLARED_BYTES = 4 * 1024 * 1024;

/** A server that refuses every body before reading it, as a body limit does. */
function refusingServer(): Server {
  return createServer((request, response) => {
    response.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
    response.end('too large');
    request.resume();
  });
}

const servers: Server[] = [];

async function listening(server: Server): Promise<number> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** Headers announcing a large body, and the first bytes of it. */
function startLargeUpload(port: number): Socket {
  // Half-open allowed: the client goes on sending after the server has ended its side.
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  socket.write(
    `POST /upload HTTP/1.1\r\nHost: test\r\nContent-Type: application/octet-stream\r\n` +
      `Content-Length: ${DECLARED_BYTES}\r\n\r\n`,
  );
  socket.write(Buffer.alloc(64 * 1024, 1));
  return socket;
}

/** Everything the server sent until it ended its side. */
async function answerOf(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'end');
  return Buffer.concat(chunks).toString();
}

/** Sends the rest of the declared body; resolves with the error the socket met, if any. */
function sendTheRest(socket: Socket): Promise<Error | null> {
  return new Promise((resolve) => {
    socket.once('error', resolve);
    socket.write(Buffer.alloc(DECLARED_BYTES - 64 * 1024, 2), (error) => {
      // A refused write can report success locally and fail on the next round trip.
      if (error) resolve(error);
      else setTimeout(() => resolve(null), 200);
    });
  });
}

async function openConnections(server: Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function waitFor(condition: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

describe('lingerOnClose', () => {
  it('keeps reading a refused body, so a client still sending it reads the answer', async () => {
    const server = refusingServer();
    lingerOnClose(server);
    const client = startLargeUpload(await listening(server));

    const answer = await answerOf(client);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('too large');
    expect(await sendTheRest(client)).toBeNull();

    client.end();
    expect(await waitFor(async () => (await openConnections(server)) === 0, 2000)).toBe(true);
  });

  it('is what keeps the client from a reset: without it the same upload is refused mid-way', async () => {
    const server = refusingServer();
    const client = startLargeUpload(await listening(server));

    expect(await answerOf(client)).toMatch(/^HTTP\/1\.1 413 /);
    const error = (await sendTheRest(client)) as NodeJS.ErrnoException | null;
    expect(error?.code).toMatch(/^(EPIPE|ECONNRESET)$/);
    client.destroy();
  });

  it('cuts a client that never stops sending after the lingering time', async () => {
    const server = refusingServer();
    lingerOnClose(server, { lingerMs: 300 });
    const client = startLargeUpload(await listening(server));
    client.on('error', () => {});
    await answerOf(client);

    const started = Date.now();
    const chunk = Buffer.alloc(64 * 1024, 3);
    const flood = setInterval(() => client.writable && client.write(chunk), 5);
    // Cut off, the client's writes fail (EPIPE or a reset) and then it closes.
    await new Promise((resolve) => client.once('close', resolve));
    clearInterval(flood);

    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await waitFor(async () => (await openConnections(server)) === 0, 2000)).toBe(true);
  });

  it('leaves connections that carry more requests alone', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    lingerOnClose(server);
    const port = await listening(server);
    const client = connect(port, '127.0.0.1');
    const request = 'GET / HTTP/1.1\r\nHost: test\r\n\r\n';
    const chunks: Buffer[] = [];
    client.on('data', (chunk: Buffer) => chunks.push(chunk));

    client.write(request + request);
    expect(
      await waitFor(
        async () => Buffer.concat(chunks).toString().split('HTTP/1.1 200').length === 3,
        2000,
      ),
    ).toBe(true);
    expect(client.readableEnded).toBe(false);
    client.destroy();
  });
});
