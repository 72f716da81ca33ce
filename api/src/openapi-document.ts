// Writes api's OpenAPI document to standard output without opening a port or a database: the app
// is built and asked for its document once ready. The configuration is the default one, read from
// nothing in the environment, so the document is the same on every machine; the gateway's typed
// client is generated from it (`npm run codegen`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';

// Building the app reads no data: a database that refuses every connection is enough.
const NO_DATABASE: DatabaseHandle = {
  db: new Kysely({
    dialect: new PostgresDialect({
      pool: () => Promise.reject(new Error('the OpenAPI document reads no data')),
    }),
  }),
  engine: 'postgres',
  close: async () => {},
};

export async function openApiDocument(): Promise<unknown> {
  // Document storage prepares its folders when the app starts; they are thrown away after.
  const dataDir = await mkdtemp(join(tmpdir(), 'rent-openapi-'));
  try {
    const config = await loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'a-secret-for-the-document-alone-never-for-a-token',
      DATA_DIR: dataDir,
    });
    const app = await buildApp({
      config,
      database: NO_DATABASE,
      logger: false,
      mailWorker: false,
      paymentWorker: false,
    });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const document = await openApiDocument();
  process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
}
