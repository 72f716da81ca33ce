// Real parts for the gateway's tests: the sandbox and api run as processes from source, exactly as
// in production; nothing of ours is mocked.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, serviceCommand, startService } from '@rent/test-kit/scripts';

export interface RunningService {
  url: string;
  stop(): Promise<void>;
}

export interface RunningSandbox extends RunningService {
  smtpUrl: string;
}

export async function startSandboxProcess(): Promise<RunningSandbox> {
  const [port, smtpPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const service = await startService({
    name: 'sandbox',
    ...serviceCommand('sandbox', 'source'),
    env: { PORT: String(port), SMTP_PORT: String(smtpPort) },
    healthUrl: `${url}/`,
    output: null,
  });
  return { url, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, stop: () => service.stop() };
}

export interface RunningApi extends RunningService {
  /**
   * Runs the team's admin CLI against this api's database. PGlite allows one process at a time,
   * so api is stopped around it and started again on the same port and data.
   */
  admin(...args: string[]): Promise<string>;
  /** Stops api, runs `work`, and starts api again on the same port and data. */
  whileStopped<T>(work: () => Promise<T>): Promise<T>;
  /** Several admin commands with a single stop and start of api. */
  adminAll(commands: string[][]): Promise<string[]>;
}

export interface ApiProcessOptions {
  /** Receives api's log lines, each prefixed `[api] ` (they are kept in memory only otherwise). */
  output?: { write(line: string): unknown };
}

export async function startApiProcess(
  env: Record<string, string> = {},
  { output }: ApiProcessOptions = {},
): Promise<RunningApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rent-gateway-test-'));
  const url = `http://127.0.0.1:${port}`;
  const apiEnv = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env };
  const start = () =>
    startService({
      name: 'api',
      ...serviceCommand('api', 'source'),
      env: apiEnv,
      healthUrl: `${url}/health`,
      output: output ?? null,
    });
  let service = await start();
  async function whileStopped<T>(work: () => Promise<T>): Promise<T> {
    await service.stop();
    try {
      return await work();
    } finally {
      service = await start();
    }
  }
  async function adminAll(commands: string[][]) {
    return whileStopped(async () => {
      const outputs = [];
      for (const args of commands) outputs.push(await runAdminCli(args, apiEnv));
      return outputs;
    });
  }
  return {
    url,
    whileStopped,
    adminAll,
    admin: async (...args) => (await adminAll([args]))[0] ?? '',
    async stop() {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The team member the suites run the admin CLI as (every command names one with --by). */
const TEAM_MEMBER = 'gateway-tests';

function runAdminCli(args: string[], env: Record<string, string>): Promise<string> {
  const named = args.includes('--by') ? args : [...args, '--by', TEAM_MEMBER];
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['api/src/admin/cli.ts', ...named], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`admin ${args.join(' ')}: ${output}`)),
    );
  });
}
