// The setup most account tests share: one migrated database and app per file, emptied and the
// clock put back before each test, closed after the file.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../../src/app.js';
import { accountsConfig } from './accounts.js';
import { buildTestApp, testClock, type TestClock } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface AccountsApp {
  clock: TestClock;
  app: App;
  database: TestDatabase;
}

/** Registers the hooks; `app` and `database` are set once the file's first hook has run. */
export function useAccountsApp(start = '2025-07-15T10:00:00Z'): AccountsApp {
  const clock = testClock(start);
  const context = { clock } as AccountsApp;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = await buildTestApp({
      database: context.database,
      clock,
      config: await accountsConfig(),
    });
  });
  beforeEach(async () => {
    clock.set(start);
    await context.database.reset();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
