// The reads every dashboard visit makes, over a sale of 1,000,000 orders: the tokens-sold chart
// (7 and 30 days), the supply total, an investor's order history and balance. On a fresh
// PostgreSQL database migrated with the api's migrations and seeded set-wise, each read is asked
// ~50 times through the api's own services; then once more under EXPLAIN ANALYZE to show the
// indexes it uses. PGlite, the embedded default, gets the same at a tenth of the size.
import type { Kysely } from 'kysely';
import {
  createDatabase,
  findUserById,
  migrateToLatest,
  orderHistory,
  salesGraph,
  sumCreditedTokensOfUser,
  tokenSupply,
  type Database,
  type DatabaseHandle,
} from '@rent/api/testing';
import { withThrowawayDatabase } from '@rent/test-kit/postgres';
import { sized, type BenchOptions } from './lib/options.js';
import { NO_POSTGRES, postgresServerUrl } from './lib/prerequisites.js';
import { indexesIn, plansOf, rowsReadIn, fullScansIn } from './lib/query-plans.js';
import { ms, percentile, seconds, timeRuns } from './lib/stats.js';
import { checkSupply, countOrders } from './orders/checks.js';
import {
  BUSIEST_INVESTOR,
  SALE_DAYS,
  seedSale,
  typicalInvestor,
  type SaleSize,
} from './orders/seed.js';

const TARGET_P95_MS = 50;
const PAGE = 10;

interface Question {
  name: string;
  /** Asks the question and says briefly what the answer holds, for the table. */
  ask: (db: Kysely<Database>) => Promise<string>;
}

function question<T>(
  name: string,
  ask: (db: Kysely<Database>) => Promise<T>,
  describe: (answer: T) => string,
): Question {
  return { name, ask: async (db) => describe(await ask(db)) };
}

interface OrdersFigure {
  engine: string;
  question: string;
  p95: number;
  rowsRead: number;
  fullScans: string[];
}

export async function benchmarkOrdersAtScale(options: BenchOptions): Promise<void> {
  const figures: OrdersFigure[] = [];
  const serverUrl = postgresServerUrl();
  if (serverUrl) {
    const size = saleSize(sized(options, 20_000, 1_000_000), sized(options, 2_000, 50_000));
    figures.push(
      ...(await withThrowawayDatabase(serverUrl, 'rent_bench_', (url) =>
        measureOn('PostgreSQL', () => createDatabase({ url }), size, options),
      )),
    );
  } else {
    console.info(`PostgreSQL: skipped, ${NO_POSTGRES}`);
  }
  const small = saleSize(sized(options, 5_000, 100_000), sized(options, 500, 5_000));
  figures.push(
    ...(await measureOn('PGlite (in memory)', () => createDatabase({}), small, options)),
  );
  printVerdict(figures);
}

/** A sale of `orders` orders, 15 % of them referral bonuses, one investor with 0.5 % of them. */
function saleSize(orders: number, investors: number): SaleSize {
  return {
    investors,
    orders,
    referralBonuses: Math.round(orders * 0.15),
    busiestInvestorOrders: Math.round(orders * 0.005),
  };
}

async function measureOn(
  engine: string,
  open: () => DatabaseHandle,
  size: SaleSize,
  options: BenchOptions,
): Promise<OrdersFigure[]> {
  const database = open();
  try {
    const { db } = database;
    const startedAt = performance.now();
    await migrateToLatest(db);
    await seedSale(db, size, new Date());
    const supply = await checkSupply(db);
    console.info(
      `\n${engine}: ${size.orders.toLocaleString('en-IN')} orders of ` +
        `${size.investors.toLocaleString('en-IN')} investors over ${SALE_DAYS} days ` +
        `(${size.referralBonuses.toLocaleString('en-IN')} referral bonuses), seeded in ` +
        `${seconds(startedAt)}; sold_tokens ${supply.soldTokens} ` +
        `${supply.consistent ? '=' : '≠'} sum of credited orders ${supply.creditedTokens}.`,
    );
    const rows = [];
    const figures = [];
    for (const question of await questionsFor(db, size)) {
      const row = await measureQuestion(db, question, options);
      rows.push(row.table);
      figures.push({ engine, question: question.name, ...row.figure });
    }
    console.table(rows);
    console.info(
      `${sized(options, 10, 50)} runs each through the api's services, in process; ` +
        `"rows read" is the most rows any step of the plans produced.`,
    );
    return figures;
  } finally {
    await database.close();
  }
}

async function questionsFor(db: Kysely<Database>, size: SaleSize): Promise<Question[]> {
  const now = new Date();
  const typical = typicalInvestor(size);
  const busiestOrders = await countOrders(db, BUSIEST_INVESTOR);
  const lastPage = Math.max(1, Math.ceil(busiestOrders / PAGE));
  const chart = (answer: { labels: string[] }) => `${answer.labels.length} days`;
  const history = (answer: { count: number }) => `${answer.count} orders`;
  return [
    question('sales graph, last 7 days', (db) => salesGraph(db, now, '7d'), chart),
    question('sales graph, last 30 days', (db) => salesGraph(db, now, '30d'), chart),
    question('rent supply', tokenSupply, (answer) => `${answer.totalSold} RENT`),
    question(
      'order history, typical investor, page 1',
      (db) => orderHistory(db, typical, 1, PAGE),
      history,
    ),
    question(
      'order history, busiest investor, page 1',
      (db) => orderHistory(db, BUSIEST_INVESTOR, 1, PAGE),
      history,
    ),
    question(
      `order history, busiest investor, page ${lastPage}`,
      (db) => orderHistory(db, BUSIEST_INVESTOR, lastPage, PAGE),
      history,
    ),
    question(
      'balance (me), busiest investor',
      (db) => currentInvestor(db, BUSIEST_INVESTOR),
      (answer) => `${answer.tokenBalance} RENT`,
    ),
  ];
}

// The reads of GET /user (profile.service publicUser): the account, then its credited tokens.
async function currentInvestor(db: Kysely<Database>, userId: string) {
  const user = await findUserById(db, userId);
  return { user, tokenBalance: await sumCreditedTokensOfUser(db, userId) };
}

async function measureQuestion(db: Kysely<Database>, question: Question, options: BenchOptions) {
  const timings = await timeRuns(() => question.ask(db), {
    runs: sized(options, 10, 50),
    warmUp: 3,
  });
  const answer = await question.ask(db);
  const plans = await plansOf(db, question.ask);
  if (options.plans) printPlans(question.name, plans);
  const allPlans = plans.join('\n');
  const p95 = percentile(timings, 0.95);
  const rowsRead = Math.max(0, ...plans.map(rowsReadIn));
  const fullScans = fullScansIn(allPlans);
  return {
    figure: { p95, rowsRead, fullScans },
    table: {
      question: question.name,
      answer,
      p50: ms(percentile(timings, 0.5)),
      p95: ms(p95),
      'rows read': rowsRead,
      'indexes used': indexesIn(allPlans).join(', ') || '—',
      'full scans': fullScans.join(', ') || '—',
      [`p95 < ${TARGET_P95_MS} ms`]: p95 < TARGET_P95_MS ? 'yes' : 'NO',
    },
  };
}

function printPlans(name: string, plans: string[]): void {
  console.info(`\n--- ${name}`);
  for (const plan of plans) console.info(`${plan}\n`);
}

function printVerdict(figures: OrdersFigure[]): void {
  const missed = figures.filter(({ p95 }) => p95 >= TARGET_P95_MS);
  if (missed.length === 0) {
    console.info(`\nTarget p95 < ${TARGET_P95_MS} ms for every read: met.`);
    return;
  }
  console.info(
    `\nTarget p95 < ${TARGET_P95_MS} ms for every read: missed by ` +
      missed.map(describeMiss).join('; ') +
      '.',
  );
}

function describeMiss({ engine, question, p95, rowsRead, fullScans }: OrdersFigure): string {
  const scans = fullScans.length > 0 ? `, full scan of ${fullScans.join(', ')}` : '';
  return (
    `${question} on ${engine} (p95 ${ms(p95)}; reads ${rowsRead.toLocaleString('en-IN')} ` +
    `rows${scans})`
  );
}
