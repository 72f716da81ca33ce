// Starts one of the gateway benchmark's reference servers (bare-relay.ts, bare-yoga.ts) as a
// process of its own, in front of api, and stops it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface RelayProcess {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;

export type RelayKind = 'bare-relay' | 'bare-yoga';

export async function startRelay(kind: RelayKind, apiUrl: string): Promise<RelayProcess> {
  const script = new URL(`./${kind}.ts`, import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} did not start`)), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${String(code)}`)));
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
  });
  return {
    url: `http://127.0.0.1:${String(port)}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
