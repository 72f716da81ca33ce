// Starts the bare relay (bare-relay.ts) as a process of its own and stops it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface RelayProcess {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;

export async function startRelay(apiUrl: string): Promise<RelayProcess> {
  const script = new URL('./bare-relay.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the relay did not start')), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`the relay exited with ${String(code)}`)));
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
