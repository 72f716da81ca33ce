// A PostgreSQL connection that breaks while a transaction holds it (the server restarted, the
// network dropped between two queries) must fail that transaction as "unavailable" (a 503), not
// end the process, and the pool must serve the next request on a fresh connection.
// Needs a PostgreSQL server: PGlite has no connection to lose.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/lib/database-errors.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('a database connection lost while a transaction holds it', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  async function terminateBackend(pid: number) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  }

  it('fails the transaction as unavailable and serves the next query', async () => {
    const transaction = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await terminateBackend(rows[0]?.pid ?? 0);
      // Let the server's notice of termination arrive while nothing is being asked.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select 1`.execute(trx);
    });

    const failure = await transaction.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(database.db);
    expect(rows).toEqual([{ answer: 1 }]);
  });
});
