// The sender killed by SIGKILL at random instants, three times, then resumed (issue 26 §2): no
// holder paid twice and none skipped, counted from the token's Transfer events. The sender runs as
// the real CLI in its own process against PostgreSQL (TEST_DATABASE_URL) or PGlite. CI runs a
// small plan; DISTRIBUTION_KILL_HOLDERS=300 runs the full size.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_TREASURY_ADDRESS } from '@rent/sandbox/chain';
import { sql } from 'kysely';
import pg from 'pg';
import { createPublicClient, erc20Abi, http, parseEventLogs } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { toTokenUnits } from '../src/modules/chain/index.js';
import { freezePlan } from '../src/modules/distribution/index.js';
import { defaultSaleDefinition } from '../src/modules/sale/sale.definition.js';
import {
  KEYSTORE_PASSWORD,
  seedHolder,
  startTestChain,
  type Holder,
  type TestChain,
} from './helpers/chain.js';

const HOLDERS = Number(process.env.DISTRIBUTION_KILL_HOLDERS ?? 24);
const KILLS = 3;
// Short, so that a killed sender's lease lapses quickly. A live sender slower than its lease keeps
// it as long as nobody takes it (decision 0106), and here the next sender starts only once the
// last one is dead.
const LEASE_SECONDS = 1;
// Transfers in flight at once: small plans use a small window, so that kills land inside it.
const WINDOW = HOLDERS >= 100 ? 16 : 4;
const ROOT = join(import.meta.dirname, '..', '..');

let testChain: TestChain;
let dataDir: string;
let databaseEnv: Record<string, string>;
let dropDatabase = async () => {};

beforeAll(async () => {
  testChain = await startTestChain();
  dataDir = join(tmpdir(), `rent-kill-${randomUUID()}`);
  await mkdir(dataDir, { recursive: true });
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `rent_kill_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseEnv = { DATABASE_URL: url.toString() };
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    databaseEnv = {};
  }
}, 120_000);

afterAll(async () => {
  await testChain?.chain.close();
  await dropDatabase();
});

const openDatabase = (): DatabaseHandle =>
  createDatabase(
    databaseEnv.DATABASE_URL
      ? { url: databaseEnv.DATABASE_URL, queryTimeoutMs: 10_000 }
      : { pgliteDir: join(dataDir, 'pglite') },
  );

interface SenderRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** When to kill a sender: once the treasury has sent `afterTransfers` more, `delayMs` later. */
interface KillPoint {
  afterTransfers: number;
  delayMs: number;
}

/**
 * A random instant within the first quarter of the run's transfers, watched on the chain itself
 * (the treasury's nonce) so that it falls anywhere: between two broadcasts of a window, between a
 * transfer's record and its broadcast, or while receipts are awaited. Three kills leave work for
 * the last sender.
 */
function killPoint(): KillPoint {
  const quarter = Math.max(2, Math.floor(HOLDERS / (KILLS + 1)));
  return {
    afterTransfers: 1 + Math.floor(Math.random() * (quarter - 1)),
    delayMs: Math.floor(Math.random() * 100),
  };
}

/** Watches the treasury's nonce and kills `child` at `kill`. */
async function killAt(child: ChildProcess, kill: KillPoint): Promise<void> {
  const start = await testChain.nonceOf(LOCAL_TREASURY_ADDRESS);
  while (child.exitCode === null && child.signalCode === null) {
    if ((await testChain.nonceOf(LOCAL_TREASURY_ADDRESS)) - start >= kill.afterTransfers) {
      await sleep(kill.delayMs);
      child.kill('SIGKILL');
      return;
    }
    await sleep(10);
  }
}

/** The CLI's `distribution send`, killed with SIGKILL at `kill` when one is given. */
function runSender(kill: KillPoint | null): Promise<SenderRun> {
  return new Promise((resolve) => {
    // Node itself with tsx as a loader, not the tsx command: that one runs the CLI in a child
    // process of its own, which a SIGKILL to the command would leave running.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'api/src/admin/cli.ts',
        'distribution',
        'send',
        '--by',
        'treasurer',
        '--lease-seconds',
        String(LEASE_SECONDS),
        '--window',
        String(WINDOW),
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...testChain.env,
          ...databaseEnv,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          JWT_SECRET: 'a-test-secret-that-is-long-enough-to-pass',
          TREASURY_KEYSTORE_PASSWORD: KEYSTORE_PASSWORD,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    if (kill) void killAt(child, kill);
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (exitCode, signal) => resolve({ exitCode, signal, output }));
  });
}

it(`pays ${HOLDERS} holders exactly once although the sender is killed ${KILLS} times`, async () => {
  const database = openDatabase();
  const holders: Holder[] = [];
  let fromBlock: bigint;
  try {
    await migrateToLatest(database.db);
    for (let index = 0; index < HOLDERS; index += 1) {
      holders.push(await seedHolder(database.db, { base: String(100 + index), bonus: '0.5' }));
    }
    const client = createPublicClient({ transport: http(testChain.chain.rpcUrl) });
    fromBlock = await client.getBlockNumber();
    await freezePlan(
      {
        db: database.db,
        now: new Date('2026-01-05T06:30:00Z'),
        actor: 'admin-cli:treasury',
        sale: defaultSaleDefinition(),
        publicUrl: 'http://localhost:4000',
      },
      {
        chainId: 1337,
        tokenAddress: testChain.chain.tokenAddress,
        decimals: 18,
        headBlock: fromBlock,
      },
      { force: false },
    );
  } finally {
    await database.close();
  }

  const kills: SenderRun[] = [];
  for (let kill = 0; kill < KILLS; kill += 1) {
    const run = await runSender(killPoint());
    kills.push(run);
    // The killed sender's lease runs out before the next one starts.
    await sleep(LEASE_SECONDS * 1000 + 200);
  }
  const last = await runSender(null);
  expect(last.output).not.toMatch(/Unexpected error/);
  expect(last.exitCode, last.output).toBe(0);
  expect(
    kills.map((run) => run.signal),
    kills.map((run) => run.output).join('\n----\n'),
  ).toEqual(Array(KILLS).fill('SIGKILL'));

  const client = createPublicClient({ transport: http(testChain.chain.rpcUrl) });
  const logs = await client.getLogs({
    address: testChain.chain.tokenAddress,
    fromBlock,
    toBlock: 'latest',
  });
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs }).filter(
    (log) => log.args.from === LOCAL_TREASURY_ADDRESS,
  );
  const paidTo = new Map<string, bigint[]>();
  for (const transfer of transfers) {
    const key = transfer.args.to.toLowerCase();
    paidTo.set(key, [...(paidTo.get(key) ?? []), transfer.args.value]);
  }
  for (const holder of holders) {
    expect(paidTo.get(holder.wallet?.toLowerCase() ?? '')).toEqual([
      toTokenUnits(holder.tokens, 18),
    ]);
  }
  expect(transfers).toHaveLength(HOLDERS);

  const after = openDatabase();
  try {
    const lines = await sql<{ status: string; lines: string }>`
      select status, count(*)::text as lines from distribution_lines group by status
    `.execute(after.db);
    expect(lines.rows).toEqual([{ status: 'confirmed', lines: String(HOLDERS) }]);
  } finally {
    await after.close();
  }
}, 600_000);
