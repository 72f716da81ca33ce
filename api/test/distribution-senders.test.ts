// Two `distribution send` processes started together (issue 26 §2, decision 0104): exactly one
// signs, the other refuses with the sender that holds the plan and exits with code 3; every
// holder is paid exactly once, counted from the token's Transfer events. Both run as the real CLI
// against PostgreSQL (TEST_DATABASE_URL), where the plan's lease decides; on PGlite, which serves
// one process at a time, the second is refused by the database's lock file instead.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_TREASURY_ADDRESS } from '@rent/sandbox/chain';
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
import { startRpcProxy, type RpcProxy } from './helpers/rpc-proxy.js';

const HOLDERS = 6;
const ROOT = join(import.meta.dirname, '..', '..');

let testChain: TestChain;
let proxy: RpcProxy;
let dataDir: string;
let databaseEnv: Record<string, string> = {};
let dropDatabase = async () => {};

beforeAll(async () => {
  testChain = await startTestChain();
  proxy = await startRpcProxy(testChain.chain.rpcUrl);
  dataDir = join(tmpdir(), `rent-senders-${randomUUID()}`);
  await mkdir(dataDir, { recursive: true });
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const name = `rent_senders_${randomUUID().replaceAll('-', '')}`;
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
  }
}, 120_000);

afterAll(async () => {
  await proxy?.close();
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
  output: string;
}

/** The CLI's `distribution send` in a process of its own, reaching the chain through the proxy. */
function runSender(): Promise<SenderRun> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'api/src/admin/cli.ts', 'distribution', 'send', '--by', 'treasurer'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...testChain.env,
          ...databaseEnv,
          CHAIN_RPC_URL: proxy.url,
          CHAIN_RPC_TIMEOUT_MS: '60000',
          CHAIN_POLL_INTERVAL_MS: '50',
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
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (exitCode) => resolve({ exitCode, output }));
  });
}

it('two senders started together: exactly one signs, the other refuses, every holder is paid once', async () => {
  const database = openDatabase();
  const holders: Holder[] = [];
  let fromBlock: bigint;
  try {
    await migrateToLatest(database.db);
    for (let index = 0; index < HOLDERS; index += 1) {
      holders.push(await seedHolder(database.db, { base: String(40 + index), bonus: '1.5' }));
    }
    fromBlock = await createPublicClient({
      transport: http(testChain.chain.rpcUrl),
    }).getBlockNumber();
    await freezePlan(
      {
        db: database.db,
        now: new Date('2026-01-05T06:30:00Z'),
        actor: 'admin-cli:treasurer',
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

  // The first broadcast's answer waits until one sender has finished (at most 90 s), so that the
  // signer is still running when the other reaches the plan, however the machine schedules them.
  let oneFinished: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    oneFinished = resolve;
  });
  let held = false;
  proxy.intercept = ({ method }) => {
    if (method !== 'eth_sendRawTransaction' || held) return { kind: 'forward' };
    held = true;
    return Promise.race([finished, sleep(90_000)]).then(() => ({ kind: 'forward' }) as const);
  };
  const runs = [runSender(), runSender()];
  for (const run of runs) void run.then(() => oneFinished());
  const [first, second] = await Promise.all(runs);
  const results = [first, second] as SenderRun[];

  const signer = results.find((run) => run.exitCode === 0);
  const refused = results.find((run) => run.exitCode !== 0);
  expect(signer, results.map((run) => run.output).join('\n----\n')).toBeDefined();
  expect(refused, results.map((run) => run.output).join('\n----\n')).toBeDefined();
  expect(signer?.output).toMatch(new RegExp(`Done: ${HOLDERS} holder\\(s\\) paid`));
  if (databaseEnv.DATABASE_URL) {
    expect(refused?.exitCode).toBe(3);
    expect(refused?.output.trim()).toMatch(
      /^Another distribution send \(.+:\d+\) is running until \S+Z\. Only one may send at a time; .* Nothing was sent\.$/,
    );
  } else {
    expect(refused?.exitCode).toBe(1);
    expect(refused?.output).toMatch(/The PGlite database in .* is in use by process \d+/);
  }
  expect(refused?.output).not.toMatch(/Unexpected error|To send:/);

  const logs = await createPublicClient({ transport: http(testChain.chain.rpcUrl) }).getLogs({
    address: testChain.chain.tokenAddress,
    fromBlock,
    toBlock: 'latest',
  });
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs }).filter(
    (log) => log.args.from === LOCAL_TREASURY_ADDRESS,
  );
  expect(transfers).toHaveLength(HOLDERS);
  for (const holder of holders) {
    expect(
      transfers.filter((log) => log.args.to === holder.wallet).map((log) => log.args.value),
    ).toEqual([toTokenUnits(holder.tokens, 18)]);
  }
}, 300_000);
