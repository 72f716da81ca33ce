// Start-up against a PostgreSQL server that does not answer (yet): bounded retries, one line, exit 1.
import { spawn } from 'node:child_process';
import { createConnection, createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseUnreachableError, waitForDatabase } from '../src/db/wait-for-database.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
const opened: Server[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A port nothing listens on: opened by the OS, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('waiting for the database at start-up', () => {
  it('gives up after its time with the server named and no password', async () => {
    const port = await closedPort();
    const waiting: string[] = [];
    const begun = Date.now();
    const wait = waitForDatabase(`postgres://rent:hunter2@127.0.0.1:${port}/rent`, {
      timeoutMs: 1_200,
      retryMs: 200,
      onWaiting: (message) => waiting.push(message),
    });
    await expect(wait).rejects.toBeInstanceOf(DatabaseUnreachableError);
    await expect(wait).rejects.toThrow(
      new RegExp(
        `^api cannot reach the database at 127\\.0\\.0\\.1:${port}/rent after \\d+ attempts in 1 s: .*ECONNREFUSED`,
      ),
    );
    expect(Date.now() - begun).toBeLessThan(5_000);
    expect(waiting).toHaveLength(1);
    expect(waiting.join()).not.toContain('hunter2');
  });

  it.skipIf(!serverUrl)(
    'goes on once a server that refused at first starts answering',
    async () => {
      const port = await closedPort();
      // A stand-in that refuses for a moment, then relays to the real server.
      const real = new URL(serverUrl!);
      setTimeout(() => {
        const relay = createServer((socket) => {
          const upstream = createConnection(Number(real.port || 5432), real.hostname);
          socket.pipe(upstream).pipe(socket);
          socket.on('error', () => upstream.destroy());
          upstream.on('error', () => socket.destroy());
        });
        relay.listen(port, '127.0.0.1');
        opened.push(relay);
      }, 600);
      const url = new URL(serverUrl!);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      await expect(
        waitForDatabase(url.toString(), { timeoutMs: 10_000, retryMs: 200 }),
      ).resolves.toBeUndefined();
    },
  );

  it('makes the api process exit with 1 and one line, no stack trace', async () => {
    const port = await closedPort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: '0',
        NODE_ENV: 'development',
        DATABASE_URL: `postgres://rent:hunter2@127.0.0.1:${port}/rent`,
        DATABASE_WAIT_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.at(-1)).toMatch(/^api cannot reach the database at 127\.0\.0\.1:\d+\/rent after /);
    for (const line of lines.slice(0, -1)) {
      expect(line).toMatch(/^waiting for the database at 127\.0\.0\.1:\d+\/rent \(/);
    }
    expect(output).not.toContain('hunter2');
  }, 30_000);
});
