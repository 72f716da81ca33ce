// Starts round-robin-server.ts as a process of its own in front of `backends`, the way the
// product's services are started, and reads what it did through its control port.
import { freePort, startService } from '@rent/test-kit/scripts';
import type { Backend, ProxyStats } from './round-robin.js';

export interface ProxyProcess {
  /** Where clients connect. */
  url: string;
  stats(): Promise<ProxyStats>;
  /** Starts the counts again and stops passing over any backend. */
  reset(): Promise<void>;
  /** Calls `listener` if the proxy exits without being asked to. */
  onCrash(listener: (crash: { code: number | null; signal: string | null }) => void): void;
  stop(): Promise<void>;
}

export async function startProxyProcess(
  name: string,
  backends: readonly Backend[],
): Promise<ProxyProcess> {
  const port = await freePort();
  const control = `http://127.0.0.1:${await freePort()}`;
  const service = await startService({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', new URL('./round-robin-server.ts', import.meta.url).pathname],
    env: {
      PORT: String(port),
      CONTROL_PORT: new URL(control).port,
      BACKENDS: backends.map((backend) => `${backend.host}:${backend.port}`).join(','),
    },
    healthUrl: `${control}/health`,
    timeoutMs: 30_000,
    output: null,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stats() {
      const response = await fetch(`${control}/stats`);
      if (!response.ok) throw new Error(`${name} gave no stats: ${response.status}`);
      return (await response.json()) as ProxyStats;
    },
    async reset() {
      const response = await fetch(`${control}/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`${name} was not reset: ${response.status}`);
    },
    onCrash: (listener) => service.onCrash(listener),
    stop: () => service.stop(),
  };
}
