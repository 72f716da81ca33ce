// What one purchase asks of PostgreSQL: api is started with a recorder preloaded that writes down
// every statement it sends (lib/sql-recorder.mjs), an investor buys online a few times in a row,
// and the statements of those purchases are counted: all of them, the transactions they open, and
// those that lock the sale's supply row (a `for update` read of it, or its update).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { signedIn } from '@rent/test-kit/session';
import { countOf } from '@rent/test-kit/sql-count';
import { startBenchStack } from '../lib/stack.js';
import { buyOnline } from './buy-online.js';

export interface SqlPerPurchase {
  purchases: number;
  statements: number;
  transactions: number;
  supplyLocks: number;
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
