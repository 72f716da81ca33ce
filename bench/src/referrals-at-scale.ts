// The referral table of a referrer with 100,000 referred investors, on PostgreSQL: a fresh
// database migrated with the api's migrations, seeded set-wise, then each question asked 50 times
// through the api's own service. Prints p50/p95 and the indexes the plans use; drops the database.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a server whose user may create databases).
import { pathToFileURL } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  createDatabase,
  migrateToLatest,
  referralBonuses,
  type Database,
  type ReferralBonusesQuery,
} from '@rent/api/testing';
import { withThrowawayDatabase } from '@rent/test-kit/postgres';
import { indexesIn } from './lib/query-plans.js';
import { percentile, timeRuns } from './lib/stats.js';
import { REFEREES, REFERRER_ID, seedReferrals } from './referrals/seed.js';

const RUNS = 50;
const WARM_UP = 3;

const FIRST_PAGE: ReferralBonusesQuery = {
  page: 1,
  limit: 10,
  sortBy: 'createdAt',
  sortOrder: 'desc',
};

// Each question with how many referees match it, checked on every run: a faster plan must find
// the same investors.
const ALL_SCENARIOS: { name: string; query: ReferralBonusesQuery; matches: number }[] = [
  { name: 'default (newest sign-ups)', query: FIRST_PAGE, matches: REFEREES },
  {
    name: 'totalBonusTokens desc',
    query: { ...FIRST_PAGE, sortBy: 'totalBonusTokens' },
    matches: REFEREES,
  },
  { name: 'search "user-12"', query: { ...FIRST_PAGE, search: 'user-12' }, matches: 1_111 },
  // One character has no trigram to look up: every referee is read.
  { name: 'search "7"', query: { ...FIRST_PAGE, search: '7' }, matches: 40_951 },
  {
    name: 'August sign-ups, minBonus 20',
    query: { ...FIRST_PAGE, dateFrom: '2025-08-01', dateTo: '2025-08-31', minBonus: '20' },
    matches: 3_273,
  },
  {
    name: 'name asc',
    query: { ...FIRST_PAGE, sortBy: 'name', sortOrder: 'asc' },
    matches: REFEREES,
  },
  {
    name: 'page 1000 of 100',
    query: { ...FIRST_PAGE, page: 1000, limit: 100 },
    matches: REFEREES,
  },
];
const only = process.env.BENCH_ONLY;
const SCENARIOS = only ? ALL_SCENARIOS.filter(({ name }) => name.includes(only)) : ALL_SCENARIOS;

export async function benchmarkReferrals(options: { plans?: boolean } = {}): Promise<void> {
  console.info(`\nReferral table, one referrer with ${REFEREES.toLocaleString('en-IN')} referees`);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.info(
      'Skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. ' +
        'postgres://postgres@127.0.0.1:5432/postgres.',
    );
    return;
  }
  await withThrowawayDatabase(serverUrl, 'rent_bench_', (url) =>
    measure(url, options.plans ?? false),
  );
}

async function measure(url: string, showPlans: boolean): Promise<void> {
  const started = performance.now();
  const database = createDatabase({ url });
  const client = new pg.Client({ connectionString: url });
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const capturing = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    log: (event) => {
      captured.push(event.query);
    },
  });
  try {
    await migrateToLatest(database.db);
    await client.connect();
    const { purchases } = await seedReferrals(client);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Seeded ${purchases.toLocaleString('en-IN')} purchases and bonuses in ${seconds} s`,
    );

    const rows = [];
    for (const { name, query, matches } of SCENARIOS) {
      const timings = await timeRuns(
        () => referralBonuses(database.db, REFERRER_ID, query, new Date()),
        {
          runs: RUNS,
          warmUp: WARM_UP,
        },
      );
      const answer = await referralBonuses(database.db, REFERRER_ID, query, new Date());
      checkAnswer(name, answer, query, matches);
      captured.length = 0;
      await referralBonuses(capturing, REFERRER_ID, query, new Date());
      const plans = [];
      for (const compiled of captured) plans.push(await explain(client, compiled));
      if (showPlans) printPlans(name, plans);
      rows.push({
        question: name,
        matches: answer.count,
        p50: `${percentile(timings, 0.5).toFixed(1)} ms`,
        p95: `${percentile(timings, 0.95).toFixed(1)} ms`,
        'indexes used': indexesIn(plans.join('\n')).join(', '),
      });
    }
    console.table(rows);
    console.info(
      `${RUNS} runs each through the api's service (page, count and bonus queries); ` +
        `whole benchmark ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await capturing.destroy();
    await client.end();
    await database.close();
  }
}

function checkAnswer(
  name: string,
  answer: Awaited<ReturnType<typeof referralBonuses>>,
  query: ReferralBonusesQuery,
  matches: number,
): void {
  const rows = Math.max(0, Math.min(query.limit, matches - (query.page - 1) * query.limit));
  if (answer.count !== matches || answer.referredUsers.length !== rows) {
    throw new Error(
      `${name}: ${answer.count} matches and ${answer.referredUsers.length} rows, ` +
        `expected ${matches} and ${rows}`,
    );
  }
}

async function explain(
  client: pg.Client,
  compiled: { sql: string; parameters: readonly unknown[] },
): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary off) ${compiled.sql}`,
    [...compiled.parameters],
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

function printPlans(name: string, plans: string[]): void {
  console.info(`\n--- ${name}`);
  for (const plan of plans) console.info(`${plan}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchmarkReferrals({ plans: process.argv.includes('--plans') });
}
