// The token distribution's figures (issue 26): `distribution plan` freezing 100,000 holders on
// PostgreSQL (time, peak memory), and transfers on the local chain one by one against batched
// through the disperse contract (holders per second, gas per holder). The plan needs
// BENCH_DATABASE_URL or TEST_DATABASE_URL; the chain part runs in process.
import { withThrowawayDatabase } from '@rent/test-kit/postgres';
import {
  createDatabase,
  defaultSaleDefinition,
  freezePlan,
  migrateToLatest,
} from '@rent/api/testing';
import pg from 'pg';
import type { BenchOptions } from './lib/options.js';
import { measureChainTransfers } from './distribution/chain-transfers.js';
import { measureSender } from './distribution/sender-run.js';

export async function benchmarkDistribution(options: BenchOptions): Promise<void> {
  await benchmarkPlan(options.quick ? 2_000 : 100_000);
  await measureChainTransfers(options.quick ? 20 : 200);
  await measureSender(options.quick ? 20 : 40);
}

async function benchmarkPlan(holders: number): Promise<void> {
  console.info(`\ndistribution plan, ${holders.toLocaleString('en-IN')} holders`);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.info('Skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
    return;
  }
  await withThrowawayDatabase(serverUrl, 'rent_bench_distribution_', async (url) => {
    const database = createDatabase({ url, queryTimeoutMs: 600_000 });
    try {
      await migrateToLatest(database.db);
      await seedHolders(url, holders);
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const started = performance.now();
      const frozen = await freezePlan(
        {
          db: database.db,
          now: new Date('2026-01-05T06:30:00Z'),
          actor: 'bench',
          sale: defaultSaleDefinition(),
          publicUrl: 'http://localhost:4000',
        },
        {
          chainId: 1337,
          tokenAddress: '0x0000000000000000000000000000000000001337',
          decimals: 18,
          headBlock: 0n,
        },
        { force: false },
      );
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      console.table([
        {
          holders: frozen.holders,
          'total RENT': frozen.totalTokens,
          'time (s)': seconds.toFixed(2),
          'holders/s': Math.round(frozen.holders / seconds),
          'peak RSS (MB)': Math.round(peak / 2 ** 20),
          'RSS growth (MB)': Math.round((peak - rssBefore) / 2 ** 20),
        },
      ]);
    } finally {
      await database.close();
    }
  });
}

/** `holders` KYC-verified investors, each with a wallet and one credited order, set-wise. */
async function seedHolders(url: string, holders: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (fullname, email, password_hash, referral_code, accepted_terms_at,
                          email_verified_at, kyc_status, wallet_address, wallet_address_display,
                          created_at, updated_at)
       select 'Holder ' || i, 'holder-' || i || '@bench.example', 'x', 'H' || lpad(i::text, 7, '0'),
              now(), now(), 'VERIFIED', w.address, w.address, now(), now()
       from generate_series(1, $1::int) as i
       cross join lateral (select '0x' || lpad(to_hex(i), 40, '0') as address) as w`,
      [holders],
    );
    await client.query(
      `insert into orders (purchase_id, user_id, purchase_date, created_at, updated_at,
                           credited_at, amount_paid_paise, base_tokens, bonus_tokens, total_tokens,
                           bonus_percent, phase_name, payment_method, status)
       select 'RENT-D' || lpad(row_number() over ()::text, 7, '0'), u.id, now(), now(), now(),
              now(), 100000, 10 + (row_number() over ()) % 90, 2.25,
              12.25 + (row_number() over ()) % 90, 25, 'Pre-Sale', 'paytm', 'credited'
       from users u`,
    );
    await client.query(
      `update sale_supply set sold_tokens = (select sum(total_tokens) from orders) where id = 1`,
    );
    await client.query('commit');
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
