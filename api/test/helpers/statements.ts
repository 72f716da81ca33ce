// What a request asks of the database (issue 30): every statement api sends is written down below
// the driver (PGlite's query, pg's Client.query), as the purchases benchmark's recorder does, so
// that begin and commit are seen too, and counted as the benchmark counts them (test-kit's
// sql-count). Tests hold a path to its count, so that a change that adds a round trip to it has to
// say so.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { countOf, type SqlCount } from '@rent/test-kit/sql-count';

export type { SqlCount };

type Query = (this: object, text: unknown, ...rest: unknown[]) => unknown;
const clientPrototype = pg.Client.prototype as unknown as { query: Query };
const pglitePrototype = PGlite.prototype as unknown as { query: Query };
const driverQueries = { pg: clientPrototype.query, pglite: pglitePrototype.query };

/**
 * Runs `action`, writing down every statement the drivers are sent meanwhile, and counts them. The
 * drivers are put back however `action` ends.
 */
export async function recorded<T>(action: () => Promise<T>): Promise<{ result: T; sql: SqlCount }> {
  const statements: [number, string][] = [];
  const connections = new WeakMap<object, number>();
  let opened = 0;
  const recording = (query: Query): Query =>
    function recordedQuery(this: object, text, ...rest) {
      const sqlText = typeof text === 'string' ? text : (text as { text?: unknown } | null)?.text;
      if (!connections.has(this)) connections.set(this, (opened += 1));
      if (typeof sqlText === 'string') statements.push([connections.get(this) ?? 0, sqlText]);
      return query.call(this, text, ...rest);
    };
  clientPrototype.query = recording(driverQueries.pg);
  pglitePrototype.query = recording(driverQueries.pglite);
  try {
    const result = await action();
    return { result, sql: countOf(statements) };
  } finally {
    clientPrototype.query = driverQueries.pg;
    pglitePrototype.query = driverQueries.pglite;
  }
}
