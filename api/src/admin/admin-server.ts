// Runs admin commands inside the api process for the CLI (admin-channel.ts): the same commands,
// audit rows and mails as when the CLI opens the database itself.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createDocumentStorage } from '../modules/documents/index.js';
import {
  ADMIN_REQUEST_LIMIT_BYTES,
  adminChannelPaths,
  type AdminAnswer,
  type AdminRequest,
} from './admin-channel.js';
import { deploymentOf, EXIT, runAdmin, type AdminContext } from './command.js';
import { ADMIN_COMMANDS } from './commands.js';

// Unix socket paths are limited to about 104 bytes on the platforms we run on.
const SOCKET_PATH_LIMIT = 100;

export interface AdminServer {
  /** Stops taking commands and removes the token, so the CLI no longer comes here. */
  close(): Promise<void>;
}

/** Opens the admin socket in `dataDir`; null (and a warning) when it cannot. */
export async function startAdminServer(
  app: FastifyInstance,
  dataDir: string,
): Promise<AdminServer | null> {
  const paths = adminChannelPaths(dataDir);
  if (Buffer.byteLength(paths.socket) > SOCKET_PATH_LIMIT) {
    app.log.warn({ socket: paths.socket }, 'DATA_DIR is too long for the admin socket');
    return null;
  }
  const token = randomBytes(32).toString('hex');
  const server = createServer((request, response) => {
    answer(app, token, request, response).catch((error: unknown) => {
      app.log.error({ err: error }, 'admin command failed');
      if (!response.headersSent) send(response, 500, { message: 'The command failed.' });
    });
  });
  if (await socketAnswers(paths.socket)) {
    app.log.warn({ socket: paths.socket }, 'another api holds the admin socket');
    return null;
  }
  await rm(paths.socket, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(paths.socket, resolve);
  });
  await chmod(paths.socket, 0o600);
  await writeFile(paths.token, token, { mode: 0o600 });
  return {
    async close() {
      await rm(paths.token, { force: true });
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function answer(
  app: FastifyInstance,
  token: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method !== 'POST') return send(response, 405, { message: 'POST a command.' });
  if (!sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
    return send(response, 401, { message: 'The admin token is not valid.' });
  }
  const body = await readBody(request);
  const command = body === null ? null : parseRequest(body);
  if (!command) return send(response, 400, { message: 'Send {argv, cwd, actor} as JSON.' });

  const result: AdminAnswer = { exitCode: EXIT.refused, out: [], err: [] };
  const context: AdminContext = {
    db: app.db,
    now: app.now,
    actor: command.actor,
    publicUrl: app.config.publicUrl,
    storage: createDocumentStorage(app.config.storage),
    sale: app.config.sale,
    payments: app.payments,
    cwd: command.cwd,
    deployment: deploymentOf(app.config),
    chain: app.config.chain,
    out: (text) => result.out.push(text),
    err: (text) => result.err.push(text),
  };
  result.exitCode = await runAdmin(command.argv, ADMIN_COMMANDS, context);
  app.log.info({ argv: command.argv, actor: command.actor, exitCode: result.exitCode }, 'admin');
  send(response, 200, result);
}

function parseRequest(body: string): AdminRequest | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    const { argv, cwd, actor } = value as Record<string, unknown>;
    const texts = (items: unknown): items is string[] =>
      Array.isArray(items) && items.every((item) => typeof item === 'string');
    if (!texts(argv) || typeof cwd !== 'string' || typeof actor !== 'string') return null;
    if (!actor.startsWith('admin-cli:')) return null;
    return { argv, cwd, actor };
  } catch {
    return null;
  }
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > ADMIN_REQUEST_LIMIT_BYTES) {
        resolve(null);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a process is listening on the socket (a file left by a crash answers nothing). */
function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
