// The floor purchases are measured against: how many transactions a second PostgreSQL itself
// completes when each inserts a row and updates one row that every transaction touches (as every
// purchase inserts its order and updates the sale's supply row), at the buyers' concurrency, on the
// same server in the same run. pgbench runs it when it is installed; otherwise a loop of `pg`
// clients runs the same transaction, which costs a little more per transaction than pgbench does.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { withThrowawayDatabase } from '@rent/test-kit/postgres';

const run = promisify(execFile);

export interface HotRowReference {
  /** Transactions per second. */
  tps: number;
  tool: 'pgbench' | 'pg loop';
}

const TABLES = `
  create table bench_orders (id bigserial primary key, tokens numeric not null, created_at timestamptz not null default now());
  create table bench_supply (id int primary key, sold numeric not null);
  insert into bench_supply values (1, 0);
`;

const INSERT = 'insert into bench_orders (tokens) values ($1)';
const UPDATE = 'update bench_supply set sold = sold + $1 where id = 1';

/** pgbench's script: the same two statements in one transaction. */
const PGBENCH_SCRIPT = `\\set tokens random(1, 100)
BEGIN;
INSERT INTO bench_orders (tokens) VALUES (:tokens);
UPDATE bench_supply SET sold = sold + :tokens WHERE id = 1;
END;
`;

/** One reference per level of concurrency, each on a fresh throw-away database. */
export async function hotRowReferences(
  serverUrl: string,
  concurrency: number[],
  seconds: number,
): Promise<Map<number, HotRowReference>> {
  const pgbench = await hasPgbench();
  const references = new Map<number, HotRowReference>();
  for (const clients of concurrency) {
    await withThrowawayDatabase(serverUrl, 'rent_bench_hot_', async (url) => {
      await withClient(url, (client) => client.query(TABLES));
      references.set(
        clients,
        pgbench
          ? { tps: await pgbenchTps(url, clients, seconds), tool: 'pgbench' }
          : { tps: await loopTps(url, clients, seconds), tool: 'pg loop' },
      );
    });
  }
  return references;
}

async function hasPgbench(): Promise<boolean> {
  try {
    await run('pgbench', ['--version']);
    return true;
  } catch {
    return false;
  }
}

async function pgbenchTps(url: string, clients: number, seconds: number): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'rent-pgbench-'));
  try {
    const script = join(folder, 'hot-row.sql');
    await writeFile(script, PGBENCH_SCRIPT);
    const { stdout } = await run('pgbench', [
      '--no-vacuum',
      '--protocol=prepared',
      `--file=${script}`,
      `--client=${String(clients)}`,
      `--jobs=${String(clients)}`,
      `--time=${String(seconds)}`,
      url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Number(tps);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function loopTps(url: string, clients: number, seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  const counts = await Promise.all(
    Array.from({ length: clients }, () =>
      withClient(url, async (client) => {
        let done = 0;
        while (performance.now() < deadline) {
          const tokens = 1 + Math.floor(Math.random() * 100);
          await client.query('begin');
          await client.query({ name: 'insert', text: INSERT, values: [tokens] });
          await client.query({ name: 'update', text: UPDATE, values: [tokens] });
          await client.query('commit');
          done += 1;
        }
        return done;
      }),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0) / seconds;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
