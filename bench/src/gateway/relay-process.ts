// Starts one of the gateway benchmark's reference servers (bare-relay.ts, bare-yoga.ts) as a
// process of its own in front of api, the way the product's services are started.
import { freePort, startService } from '@rent/test-kit/scripts';

export interface RelayProcess {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export type RelayKind = 'bare-relay' | 'bare-yoga';

export async function startRelay(kind: RelayKind, apiUrl: string): Promise<RelayProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const service = await startService({
    name: kind,
    command: process.execPath,
    args: ['--import', 'tsx', new URL(`./${kind}.ts`, import.meta.url).pathname],
    env: { API_URL: apiUrl, PORT: String(port) },
    healthUrl: `${url}/health`,
    timeoutMs: 15_000,
    output: null,
  });
  return { url, pid: service.child.pid, stop: () => service.stop() };
}
