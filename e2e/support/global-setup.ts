// Starts the built product (sandbox, api, gateway) on free ports with a fresh data folder, once for
// all journeys. The build itself is `npm test`'s previous step (or `npm run build`).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT } from '../../scripts/lib/services.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { startAdminControl } from './admin-control.js';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    sandboxUrl: string;
    apiUrl: string;
    adminControlUrl: string;
  }
}

export default async function setup(project: TestProject) {
  for (const built of [
    'api/dist/server.js',
    'gateway/dist/server.js',
    'sandbox/dist/server.js',
    'web/dist/index.html',
  ]) {
    if (!existsSync(join(ROOT, built)))
      throw new Error(`${built} is missing: run \`npm run build\` before the journeys.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rent-e2e-'));
  // The rate service fails from the start, as on a machine that cannot reach it.
  const stack = await startStack({
    mode: 'dist',
    ports: 'random',
    dataDir,
    output: null,
    ratesFromSandbox: true,
    env: {
      sandbox: { SANDBOX_RATES_MODE: 'fail' },
      // Journeys sign up several investors from one address within a minute.
      api: {
        LOG_LEVEL: 'warn',
        MAIL_POLL_MS: '200',
        RATE_LIMIT_AUTH_PER_IP: '100',
        RATE_LIMIT_SIGNIN_PER_IP: '100',
      },
    },
  });
  project.provide('gatewayUrl', stack.urls.gateway);
  project.provide('sandboxUrl', stack.urls.sandbox);
  project.provide('apiUrl', stack.urls.api);
  const admin = await startAdminControl(stack, true);
  project.provide('adminControlUrl', admin.url);
  return async () => {
    admin.server.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
