// How the statements api sends PostgreSQL are counted (issue 30), by api's tests (which record
// them below the drivers) and by the purchases benchmark (which reads the log of a recorder
// preloaded into api): statements, transactions, locks of the sale's supply row, and the statements
// sent while that lock is held. One rule, so that a test's bound and the bench's figure agree.
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
 * statement sent outside one, which runs as a transaction of its own), supply-row locks, and the
 * most statements sent under that lock, of statements recorded in the order sent with the number
 * of the connection that sent each.
 */
export function countOf(recorded: [connection: number, text: string][]): SqlCount {
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
