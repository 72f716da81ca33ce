// The CLI's side of the admin channel (admin-channel.ts): sends the command to a running api, or
// says that none is running so that the CLI opens the database itself.
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { adminChannelPaths, type AdminAnswer, type AdminRequest } from './admin-channel.js';

const NOT_RUNNING = new Set(['ENOENT', 'ECONNREFUSED', 'ENOTSOCK']);

/** The command's answer from the running api, or null when no api is running in `dataDir`. */
export async function runInRunningApi(
  dataDir: string,
  command: AdminRequest,
): Promise<AdminAnswer | null> {
  const paths = adminChannelPaths(dataDir);
  let token: string;
  try {
    token = (await readFile(paths.token, 'utf8')).trim();
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
  return new Promise((resolve, reject) => {
    const call = request(
      {
        socketPath: paths.socket,
        path: '/',
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const parsed = parse(body);
          if (response.statusCode === 200 && parsed && 'exitCode' in parsed) resolve(parsed);
          else reject(new Error(`The running api refused the command: ${parsed?.message ?? body}`));
        });
      },
    );
    call.on('error', (error) => (NOT_RUNNING.has(codeOf(error)) ? resolve(null) : reject(error)));
    call.end(JSON.stringify(command));
  });
}

function parse(body: string): (AdminAnswer & { message?: string }) | null {
  try {
    return JSON.parse(body) as AdminAnswer & { message?: string };
  } catch {
    return null;
  }
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
