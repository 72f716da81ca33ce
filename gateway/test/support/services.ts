// Real parts for the gateway's tests: the sandbox and api run as processes from source, exactly as
// in production; nothing of ours is mocked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serviceCommand, startService } from '../../../scripts/lib/services.mjs';

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

export async function startApiProcess(env: Record<string, string> = {}): Promise<RunningService> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rent-gateway-test-'));
  const url = `http://127.0.0.1:${port}`;
  const service = await startService({
    name: 'api',
    ...serviceCommand('api', 'source'),
    env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    healthUrl: `${url}/health`,
    output: null,
  });
  return {
    url,
    async stop() {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type RatesMode = 'ok' | 'fail' | 'down' | 'nonsense' | 'slow' | 'ratelimit';

export async function setRatesMode(
  sandboxUrl: string,
  settings: { mode: RatesMode; delayMs?: number; nonsense?: 'json' | 'html' },
) {
  const response = await fetch(`${sandboxUrl}/__control/rates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw new Error(`sandbox refused the rates switch: ${response.status}`);
}

export async function ratesRequestsServed(sandboxUrl: string): Promise<number> {
  const response = await fetch(`${sandboxUrl}/__control/rates`);
  const body = (await response.json()) as { requests: number };
  return body.requests;
}
