// One migrated database per test file: PGlite in memory, or a fresh database on the server named
// by TEST_DATABASE_URL. Tests share it and call reset() between them. Migrating again is a no-op
// on the snapshot and the real work on a fresh server database.
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createThrowawayDatabase, dropThrowawayDatabase } from '@rent/test-kit/postgres';
import { createDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { testDatabasePrefix } from '../global-setup.js';
import { openSnapshot } from './pglite-snapshot.js';

export interface TestDatabase extends DatabaseHandle {
  /** Empties every table the migrations created. */
  reset(): Promise<void>;
  /**
   * Another handle on the same database, as a second api process opens it: a pool of its own on
   * PostgreSQL; on PGlite, which serves one process, this one again (closing it closes nothing).
   */
  connectAgain(): DatabaseHandle;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openSnapshot(inject('pgliteSnapshot'));
    const again = { ...handle, close: async () => {} };
    return prepare(
      handle,
      async () => {},
      () => again,
    );
  }
  const prefix = testDatabasePrefix(inject('testRunId'));
  const url = await createThrowawayDatabase(serverUrl, prefix);
  return prepare(
    createDatabase({ url }),
    () => dropThrowawayDatabase(serverUrl, url, prefix),
    () => createDatabase({ url }),
  );
}

async function prepare(
  handle: DatabaseHandle,
  drop: () => Promise<void>,
  connectAgain: () => DatabaseHandle,
): Promise<TestDatabase> {
  const close = async () => {
    try {
      await handle.close();
    } finally {
      await drop();
    }
  };
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...handle, close, reset: () => truncateAll(handle), connectAgain };
}

async function truncateAll({ db }: DatabaseHandle): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = 'public' and tablename not like 'kysely_migration%'
  `.execute(db);
  if (rows.length === 0) return;
  const tables = sql.join(rows.map(({ tablename }) => sql.table(tablename)));
  await sql`truncate table ${tables} restart identity cascade`.execute(db);
  // Rows the migrations seed, as a fresh database has them.
  await sql`insert into sale_supply (id, sold_tokens) values (1, 0)`.execute(db);
}
