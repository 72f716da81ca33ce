// What one purchase asks of PostgreSQL: api is started with a recorder preloaded that writes down
// every statement it sends (lib/sql-recorder.mjs), an investor buys online a few times in a row,
// and the statements of those purchases are counted: all of them, the transactions they open, and
// those that lock the sale's supply row (a `for update` read of it, or its update).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signedIn } from '@rent/test-kit/session';
import { startBenchStack } from '../lib/stack.js';
import { buyOnline } from './buy-online.js';

export interface SqlPerPurchase {
  purchases: number;
  statements: number;
  transactions: number;
  supplyLocks: number;
}

const CONTROL = /^\s*(begin|start transaction|commit|rollback|savepoint|release|rollback to)\b/i;
const BEGIN = /^\s*(begin|start transaction)\b/i;
const LOCKS_SUPPLY = (text: string) =>
  /\bsale_supply\b/i.test(text) && (/\bfor update\b/i.test(text) || /^\s*update\b/i.test(text));

/**
 * Statements (begin, commit and the like left out), transactions (each explicit one, and each
 * statement sent outside one, which PostgreSQL runs as a transaction of its own) and supply locks.
 */
export function countOf(recorded: [connection: number, text: string][]) {
  const open = new Set<number>();
  let statements = 0;
  let transactions = 0;
  let supplyLocks = 0;
  for (const [connection, text] of recorded) {
    if (BEGIN.test(text)) {
      open.add(connection);
      transactions += 1;
    } else if (CONTROL.test(text)) {
      if (/^\s*(commit|rollback)\b/i.test(text)) open.delete(connection);
    } else {
      statements += 1;
      if (!open.has(connection)) transactions += 1;
      if (LOCKS_SUPPLY(text)) supplyLocks += 1;
    }
  }
  return { statements, transactions, supplyLocks };
}

export async function measureSqlPerPurchase(purchases: number): Promise<SqlPerPurchase> {
  const folder = await mkdtemp(join(tmpdir(), 'rent-sql-'));
  const log = join(folder, 'statements.jsonl');
  const recorder = pathToFileURL(new URL('../lib/sql-recorder.mjs', import.meta.url).pathname);
  const stack = await startBenchStack({
    investors: 1,
    postgres: true,
    apiEnv: { NODE_OPTIONS: `--import ${recorder.href}`, BENCH_SQL_LOG: log },
  });
  try {
    const [investor] = stack.investors;
    if (!investor) throw new Error('the stack has no investor');
    const session = await signedIn(stack.gatewayOrigin, investor);
    await buyOnline(session, stack.urls.sandbox, 1);
    await writeFile(log, '');
    for (let purchase = 0; purchase < purchases; purchase += 1) {
      await buyOnline(session, stack.urls.sandbox, 1);
    }
    const recorded = (await readFile(log, 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as [number, string, unknown[]])
      .map(([connection, text]) => [connection, text] as [number, string]);
    const counts = countOf(recorded);
    return {
      purchases,
      statements: counts.statements / purchases,
      transactions: counts.transactions / purchases,
      supplyLocks: counts.supplyLocks / purchases,
    };
  } finally {
    await stack.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
