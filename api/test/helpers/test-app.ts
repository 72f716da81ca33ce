// Builds the real app for a test: test configuration, the file's shared database, a pinned clock.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import type { DocumentStorage } from '../../src/modules/documents/document-storage.js';

export const TEST_JWT_SECRET = 'a-test-secret-that-is-long-enough-to-pass';

export function testConfig(env: Record<string, string> = {}): Promise<AppConfig> {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    // Only document storage writes here; KYC tests give each file a folder of its own.
    DATA_DIR: join(tmpdir(), 'rent-api-tests'),
    ...env,
  });
}

export interface TestAppOptions {
  database?: DatabaseHandle;
  clock?: TestClock;
  config?: AppConfig;
  plugins?: FastifyPluginAsync[];
  logger?: FastifyServerOptions['logger'];
  /** Off unless a test wants mail sent on its own; `app.mail.deliverDue()` sends by hand. */
  mailWorker?: boolean;
  documentStorage?: DocumentStorage;
  /** Off unless a test wants it; `app.payments.settleDue()` runs a pass by hand. */
  paymentWorker?: boolean;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const app = await buildApp({
    config: options.config ?? (await testConfig()),
    database: options.database,
    now: options.clock?.now,
    logger: options.logger ?? false,
    plugins: options.plugins,
    mailWorker: options.mailWorker ?? false,
    documentStorage: options.documentStorage,
    paymentWorker: options.paymentWorker ?? false,
  });
  await app.ready();
  return app;
}

export interface TestClock {
  now: () => Date;
  set(instant: string): void;
  advance(ms: number): void;
}

export function testClock(instant: string): TestClock {
  let current = new Date(instant);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
