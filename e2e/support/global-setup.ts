// Starts the built product (sandbox, api, gateway) on free ports with a fresh data folder, once for
// all journeys. The build itself is `npm test`'s previous step (or `npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { assertBuilt, BUILT_SERVICES, BUILT_WEB, startBuiltStack } from '@rent/test-kit/stack';
import { writeLiveSale } from '@rent/test-kit/scripts';
import { startAdminControl } from './admin-control.js';
import { stackOptions } from './journey-stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    sandboxUrl: string;
    apiUrl: string;
    adminControlUrl: string;
    /** A second stack whose sale is running now, for the buying journeys. */
    liveGatewayUrl: string;
    liveSandboxUrl: string;
    liveAdminControlUrl: string;
  }
}

export default async function setup(project: TestProject) {
  assertBuilt([...BUILT_SERVICES, BUILT_WEB, 'api/dist/admin/cli.js']);
  const dataDir = mkdtempSync(join(tmpdir(), 'rent-e2e-'));
  const liveDataDir = mkdtempSync(join(tmpdir(), 'rent-e2e-live-'));
  // The product as installed: the default sale, over since 2025-12-30; the rate service fails
  // from the start, as on a machine that cannot reach it.
  const stack = await startBuiltStack(
    stackOptions(dataDir, { sandbox: { SANDBOX_RATES_MODE: 'fail' } }),
  );
  // The same product during its sale (the schedule moved to begin yesterday), with live rates.
  const live = await startBuiltStack(
    stackOptions(liveDataDir, {
      api: { SALE_CONFIG: writeLiveSale(join(liveDataDir, 'live-sale.json')) },
    }),
  );
  project.provide('gatewayUrl', stack.urls.gateway);
  project.provide('sandboxUrl', stack.urls.sandbox);
  project.provide('apiUrl', stack.urls.api);
  const admin = await startAdminControl(stack);
  project.provide('adminControlUrl', admin.url);
  project.provide('liveGatewayUrl', live.urls.gateway);
  project.provide('liveSandboxUrl', live.urls.sandbox);
  const liveAdmin = await startAdminControl(live);
  project.provide('liveAdminControlUrl', liveAdmin.url);
  return async () => {
    admin.server.close();
    liveAdmin.server.close();
    await Promise.all([stack.stop(), live.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(liveDataDir, { recursive: true, force: true });
  };
}
