// Purchases end to end under load: KYC-verified investors each buy online several times in a row,
// at a few levels of concurrency, through the gateway, the sandbox's Paytm and api's credit. Every
// purchase must come back credited, and the supply total must equal what they allocated. On
// PostgreSQL each level is set beside the same server's own speed at one hot-row transaction per
// purchase (pgbench, same run, same concurrency), with the share of it reached and its goal.
import { signedIn, type Session } from '@rent/test-kit/session';
import { sized, type BenchOptions } from './lib/options.js';
import { postgresServerUrl } from './lib/prerequisites.js';
import { startBenchStack, type BenchStack } from './lib/stack.js';
import { ms, percentile, seconds } from './lib/stats.js';
import { buyOnline, type Purchase } from './purchases/buy-online.js';
import { hotRowReferences, type HotRowReference } from './purchases/hot-row-reference.js';
import { measureSqlPerPurchase } from './purchases/sql-per-purchase.js';

const TOKENS_PER_PURCHASE = 2;
/** The share of the hot-row reference's speed purchases should reach, by concurrent buyers. */
const GOAL_SHARE: Record<number, number> = { 1: 0.1, 5: 0.2, 20: 0.4 };

interface Level {
  engine: string;
  buyers: number;
  purchases: Purchase[];
  wallSeconds: number;
  /** PostgreSQL's own speed at one hot-row transaction with as many clients, same run. */
  reference?: HotRowReference;
}

export async function benchmarkPurchases(options: BenchOptions): Promise<void> {
  const engines = postgresServerUrl() ? [false, true] : [false];
  if (engines.length === 1) console.info('PostgreSQL: skipped (no server named); PGlite only.');
  const levels: Level[] = [];
  const problems: string[] = [];
  const memory: MemoryRow[] = [];
  for (const postgres of engines) {
    const run = await measureEngine(postgres, options);
    levels.push(...run.levels);
    problems.push(...run.problems);
    memory.push(run.memory);
  }
  console.table(levels.map(levelRow));
  console.info(
    "api's resident memory (VmRSS) before the purchases, right after them, and after a pause; " +
      'goal: back within 20 % of the first figure.',
  );
  console.table(memory);
  const serverUrl = postgresServerUrl();
  if (serverUrl) {
    const sql = await measureSqlPerPurchase(sized(options, 3, 10));
    console.info(
      `What one purchase asks of PostgreSQL (mean of ${String(sql.purchases)} online purchases, ` +
        'api with a statement recorder preloaded; goal: ≤ 10 statements in ≤ 3 transactions, ' +
        'the supply row locked once):',
    );
    console.table([
      {
        statements: sql.statements.toFixed(1),
        transactions: sql.transactions.toFixed(1),
        'supply-row locks': sql.supplyLocks.toFixed(1),
      },
    ]);
  }
  console.info(
    `Each buyer makes ${sized(options, 2, 10)} purchases of ${TOKENS_PER_PURCHASE} RENT in a ` +
      'row; buyers run at once. "pay" is the sandbox standing in for Paytm, not our code.',
  );
  const count = levels.reduce((sum, level) => sum + level.purchases.length, 0);
  console.info(
    'Target (no throughput figure is set): every purchase credited once and the supply total ' +
      'equal to what they allocated — ' +
      (problems.length === 0
        ? `met for all ${count} purchases.`
        : `MISSED: ${problems.join('; ')}`),
  );
}

interface MemoryRow {
  engine: string;
  'before, MB': string;
  'after the purchases, MB': string;
  'after a pause, MB': string;
  'back within 20 %': string;
}

const megabytes = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(0));

async function measureEngine(postgres: boolean, options: BenchOptions) {
  const concurrency = [1, sized(options, 2, 5), sized(options, 4, 20)];
  const buyers = Math.max(...concurrency);
  const stack = await startBenchStack({ investors: buyers, postgres });
  try {
    const startedAt = performance.now();
    const sessions = [];
    for (const investor of stack.investors) {
      sessions.push(await signedIn(stack.gatewayOrigin, investor));
    }
    console.info(`${stack.engine}: ${buyers} investors signed in (${seconds(startedAt)}).`);
    const levels = [];
    const idle = stack.residentMb('api');
    for (const level of concurrency) {
      levels.push(await measureLevel(stack, sessions.slice(0, level), sized(options, 2, 10)));
    }
    const afterBurst = stack.residentMb('api');
    const pauseSeconds = sized(options, 5, 60);
    await new Promise((resolve) => setTimeout(resolve, pauseSeconds * 1000));
    const settled = stack.residentMb('api');
    const memory: MemoryRow = {
      engine: stack.engine,
      'before, MB': megabytes(idle),
      'after the purchases, MB': megabytes(afterBurst),
      [`after a pause, MB`]: `${megabytes(settled)} (${String(pauseSeconds)} s)`,
      'back within 20 %':
        idle === undefined || settled === undefined ? 'n/a' : settled <= idle * 1.2 ? 'yes' : 'NO',
    };
    const problems = await checkSupply(sessions[0], levels);
    const serverUrl = postgresServerUrl();
    if (postgres && serverUrl) {
      const references = await hotRowReferences(serverUrl, concurrency, sized(options, 2, 10));
      for (const level of levels) level.reference = references.get(level.buyers);
    }
    return {
      levels,
      memory,
      problems: problems.map((problem) => `${stack.engine}: ${problem}`),
    };
  } finally {
    await stack.stop();
  }
}

async function measureLevel(
  stack: BenchStack,
  sessions: Session[],
  purchasesEach: number,
): Promise<Level> {
  const startedAt = performance.now();
  const perBuyer = await Promise.all(
    sessions.map(async (session) => {
      const made = [];
      for (let purchase = 0; purchase < purchasesEach; purchase += 1) {
        made.push(await buyOnline(session, stack.urls.sandbox, TOKENS_PER_PURCHASE));
      }
      return made;
    }),
  );
  return {
    engine: stack.engine,
    buyers: sessions.length,
    purchases: perBuyer.flat(),
    wallSeconds: (performance.now() - startedAt) / 1000,
  };
}

// Exact to the hundredth, which is the precision of token amounts.
const hundredths = (decimal: string) => Math.round(Number(decimal) * 100);

async function checkSupply(session: Session | undefined, levels: Level[]): Promise<string[]> {
  if (!session) return ['no investor'];
  const purchases = levels.flatMap((level) => level.purchases);
  const ids = new Set(purchases.map(({ purchaseId }) => purchaseId));
  const allocated = purchases.reduce((sum, { totalTokens }) => sum + hundredths(totalTokens), 0);
  const answer = await session.graphql<{ rentSupply: { totalSold: string } }>(
    '{ rentSupply { totalSold } }',
  );
  const sold = hundredths(answer.data?.rentSupply.totalSold ?? 'NaN');
  const problems = [];
  if (ids.size !== purchases.length) problems.push('a purchase id came back twice');
  if (sold !== allocated) {
    problems.push(`supply says ${sold / 100} RENT sold, purchases allocated ${allocated / 100}`);
  }
  return problems;
}

function levelRow({ engine, buyers, purchases, wallSeconds, reference }: Level) {
  const step = (pick: (purchase: Purchase) => number, fraction: number) =>
    ms(percentile(purchases.map(pick), fraction), 0);
  const perSecond = purchases.length / wallSeconds;
  const goal = GOAL_SHARE[buyers];
  return {
    engine,
    'concurrent buyers': buyers,
    purchases: purchases.length,
    'purchases/s': perSecond.toFixed(1),
    'hot-row tps (same run)': reference ? `${reference.tps.toFixed(0)} (${reference.tool})` : 'n/a',
    'share of it': reference ? `${((perSecond / reference.tps) * 100).toFixed(1)} %` : 'n/a',
    goal: reference && goal !== undefined ? `≥ ${String(goal * 100)} %` : '',
    p50: step(({ total }) => total, 0.5),
    p95: step(({ total }) => total, 0.95),
    'create p50': step(({ create }) => create, 0.5),
    'pay p50': step(({ pay }) => pay, 0.5),
    'return + credit p50': step(({ credit }) => credit, 0.5),
  };
}
