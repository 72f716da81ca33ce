// What a request asks of the database (issue 30): every statement api sends is written down below
// the driver (PGlite's query, pg's Client.query), as the purchases benchmark's recorder does, so
// that begin and commit are seen too, and counted: statements, transactions, supply-row locks and
// the statements sent while that lock is held. Tests hold a path to its count, so that a change
// that adds a round trip to it has to say so.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface SqlCount {
  statements: number;
  transactions: number;
  supplyLocks: number;
  /**
   * The most statements one transaction sent while it held the supply row's lock, the one taking
   * it included: every other purchase of the sale waits for each of them.
   */
  underSupplyLock: number;
}

const CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release|rollback to)\b/i;
const BEGIN = /^\s*(begin|start transaction)\b/i;
const ENDS = /^\s*(commit|rollback)\b/i;
const locksSupply = (text: string) =>
  /\bsale_supply\b/i.test(text) && (/\bfor update\b/i.test(text) || /^\s*update\b/i.test(text));

/**
 * Statements (begin, commit and the like left out), transactions (each explicit one, and each
 * statement sent outside one, which runs as a transaction of its own) and supply-row locks, as the
 * purchases benchmark counts them.
 */
function countOf(recorded: [connection: number, text: string][]): SqlCount {
  const open = new Set<number>();
  // Per connection whose open transaction holds the supply row's lock: its statements since.
  const locked = new Map<number, number>();
  const count: SqlCount = { statements: 0, transactions: 0, supplyLocks: 0, underSupplyLock: 0 };
  for (const [connection, text] of recorded) {
    if (BEGIN.test(text)) {
      open.add(connection);
      count.transactions += 1;
    } else if (CONTROL.test(text)) {
      if (ENDS.test(text)) {
        open.delete(connection);
        locked.delete(connection);
      }
    } else {
      count.statements += 1;
      if (!open.has(connection)) count.transactions += 1;
      if (locksSupply(text)) count.supplyLocks += 1;
      if (open.has(connection) && (locked.has(connection) || locksSupply(text))) {
        const held = (locked.get(connection) ?? 0) + 1;
        locked.set(connection, held);
        count.underSupplyLock = Math.max(count.underSupplyLock, held);
      }
    }
  }
  return count;
}

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
