// The database and the folder api keeps its own files in.
import { join, resolve } from 'node:path';
import { Type, type Static } from 'typebox';
import { urlOf } from '@rent/server-kit';
import type { DatabaseConfig } from '../db/database.js';

export const DatabaseSettings = Type.Object({
  DATABASE_URL: Type.Optional(
    Type.String({
      ...urlOf(['postgres', 'postgresql']),
      documentedDefault: 'unset → PGlite in `DATA_DIR/pglite`',
      description: 'PostgreSQL connection string (credentials in the URL)',
    }),
  ),
  DATABASE_QUERY_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 10_000,
    description:
      'PostgreSQL only: the server cancels a statement running longer; api drops a connection that has not answered 1 s after that and never pools it again; the server ends a transaction left idle three times as long (its locks go with it). Each is answered 503. Migrations run without it',
  }),
  DATABASE_WAIT_SECONDS: Type.Integer({
    minimum: 0,
    maximum: 3_600,
    default: 60,
    description:
      'at start-up, how long api keeps asking a PostgreSQL server that does not answer yet before it exits with one line naming it',
  }),
  DATA_DIR: Type.String({
    minLength: 1,
    default: '.data',
    description:
      'resolved against the working directory: the embedded database (`DATA_DIR/pglite`), development secrets, documents on disk and uploads being received',
  }),
});

export function databaseConfig(env: Static<typeof DatabaseSettings>, cwd: string) {
  const dataDir = resolve(cwd, env.DATA_DIR);
  const database: DatabaseConfig = env.DATABASE_URL
    ? { url: env.DATABASE_URL, queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS }
    : { pgliteDir: join(dataDir, 'pglite') };
  return {
    /** Absolute; relative DATA_DIR values are resolved against the working directory. */
    dataDir,
    database,
    /** How long start-up waits for a PostgreSQL server that does not answer yet. */
    databaseWaitMs: env.DATABASE_WAIT_SECONDS * 1000,
  };
}
