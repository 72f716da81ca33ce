// Lets journeys run the admin CLI against the running stack. Journeys run in workers; the stack lives
// in the global setup's process, so a small local HTTP endpoint carries the request across.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROOT } from '@rent/test-kit/scripts';

interface AdminStack {
  apiEnv: Record<string, string>;
}

/** Runs the admin CLI from the repository with `env` and answers its exit code and output. */
export function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // The compiled CLI, as the image runs it, beside the compiled api the journeys start.
    const child = spawn(process.execPath, ['api/dist/admin/cli.js', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * The CLI runs its commands inside the running api (the embedded database stays with api), as the
 * team runs it while investors use the site.
 */
export async function startAdminControl(
  stack: AdminStack,
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', async () => {
      const { args } = JSON.parse(body) as { args: string[] };
      const result = await runCli(args, stack.apiEnv);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
