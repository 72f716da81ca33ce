// With a query timeout, api never waits on PostgreSQL for ever: a statement running too long is
// cancelled by the server (the connection stays good), and a connection that stops answering at
// all is given up and never handed to another request. Both are "unavailable" (503) to callers.
// Needs a PostgreSQL server: PGlite runs inside the process.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.js';
import { isDatabaseUnavailable } from '../src/lib/database-errors.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const TIMEOUT_MS = 300;

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => null,
    (error: unknown) => error,
  );
}

describe.skipIf(!serverUrl)('queries with a timeout on PostgreSQL', () => {
  let database: DatabaseHandle;

  beforeAll(() => {
    database = createDatabase({ url: serverUrl, queryTimeoutMs: TIMEOUT_MS });
  });

  afterAll(async () => {
    await database?.close();
  });

  const backendPid = async () =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]?.pid;

  it('has the server cancel a statement that runs too long, and keeps the connection', async () => {
    const before = await backendPid();
    const startedAt = performance.now();
    const failure = await failureOf(sql`select pg_sleep(5)`.execute(database.db));
    expect(performance.now() - startedAt).toBeLessThan(3_000);
    expect(failure).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await backendPid()).toBe(before);
  });

  it('gives up a connection that does not answer, and serves the next query on another', async () => {
    const startedAt = performance.now();
    // The server-side limit is lifted for this transaction only, so that the server keeps quiet
    // past the client's own limit, as a server behind a broken network would.
    const failure = await failureOf(
      database.db.transaction().execute(async (trx) => {
        await sql`set local statement_timeout = 0`.execute(trx);
        const stuck = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx))
          .rows[0]?.pid;
        await sql`select pg_sleep(5)`.execute(trx);
        return stuck;
      }),
    );
    expect(performance.now() - startedAt).toBeLessThan(4_000);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/query read timeout/i);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    // Were the silent connection pooled again, these would queue behind its sleep and time out.
    const afterwards = performance.now();
    for (let query = 0; query < 3; query += 1) {
      const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(database.db);
      expect(rows).toEqual([{ answer: 1 }]);
    }
    expect(performance.now() - afterwards).toBeLessThan(1_000);
  });
});
