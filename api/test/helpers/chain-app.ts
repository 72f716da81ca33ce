// What the distribution suites that drive the admin commands share: a local chain, a fresh test
// database and an app configured for that chain (one confirmation unless `env` says otherwise),
// closed together, and partly closed when one of them fails to start.
import type { App } from '../../src/app.js';
import { accountsConfig } from './accounts.js';
import { startTestChain, type TestChain } from './chain.js';
import { buildTestApp, type TestClock } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface ChainApp {
  testChain: TestChain;
  database: TestDatabase;
  app: App;
  close(): Promise<void>;
}

export async function startChainApp(
  clock: TestClock,
  env: Record<string, string> = {},
): Promise<ChainApp> {
  const testChain = await startTestChain();
  let database: TestDatabase | undefined;
  try {
    database = await createTestDatabase();
    const app = await buildTestApp({
      database,
      clock,
      config: await accountsConfig({ ...testChain.env, CHAIN_CONFIRMATIONS: '1', ...env }),
    });
    const opened = database;
    return {
      testChain,
      database: opened,
      app,
      close: async () => {
        await app.close();
        await opened.close();
        await testChain.chain.close();
      },
    };
  } catch (error) {
    await database?.close();
    await testChain.chain.close();
    throw error;
  }
}
