// Starts one of the gateway benchmark's reference servers as a process of its own, the way the
// product's services are started: bare-relay.ts and bare-yoga.ts in front of api, bare-fastify-pg.ts
// beside it on its database.
import { freePort, startService } from '@rent/test-kit/scripts';

export interface ReferenceProcess {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export type ReferenceKind = 'bare-relay' | 'bare-yoga' | 'bare-fastify-pg';

/** `env` names what the server reads: API_URL in front of api, DATABASE_URL beside it. */
export async function startReference(
  kind: ReferenceKind,
  env: Record<string, string>,
): Promise<ReferenceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const service = await startService({
    name: kind,
    command: process.execPath,
    args: ['--import', 'tsx', new URL(`./${kind}.ts`, import.meta.url).pathname],
    env: { ...env, PORT: String(port) },
    healthUrl: `${url}/health`,
    timeoutMs: 15_000,
    output: null,
  });
  return { url, pid: service.child.pid, stop: () => service.stop() };
}
