// Faults the sender claims to survive (issue 26 §2, decision 0106), each caused for real: an RPC
// proxy in front of the local chain that holds answers past the client's timeout, fails calls, or
// accepts a transaction and never passes it on (a node that dropped it from its pool); a
// transaction replaced by another with its nonce; a sender that loses its lease. Every holder is
// counted from the token's Transfer events: paid exactly once.
import { LOCAL_TREASURY_ADDRESS, LOCAL_TREASURY_KEY } from '@rent/sandbox/chain';
import {
  createPublicClient,
  erc20Abi,
  http,
  keccak256,
  parseEventLogs,
  parseTransaction,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { toTokenUnits, type ChainConfig } from '../src/modules/chain/index.js';
import { takeLease } from '../src/modules/distribution/sending/lease.js';
import { runAdminCommand, type AdminTarget } from './helpers/admin.js';
import { KEYSTORE_PASSWORD, seedHolder, type Holder, type TestChain } from './helpers/chain.js';
import { startRpcProxy, type RpcProxy } from './helpers/rpc-proxy.js';
import { startChainApp, type ChainApp } from './helpers/chain-app.js';
import { testClock } from './helpers/test-app.js';
import { type TestDatabase } from './helpers/test-database.js';

const clock = testClock('2026-01-05T06:30:00Z');
const treasury = privateKeyToAccount(LOCAL_TREASURY_KEY);
let testChain: TestChain;
let database: TestDatabase;
let app: App;
let chainApp: ChainApp | undefined;
let proxy: RpcProxy;
let fromBlock: bigint;

beforeAll(async () => {
  chainApp = await startChainApp(clock);
  ({ testChain, database, app } = chainApp);
}, 120_000);

beforeEach(async () => {
  await database.reset();
  proxy = await startRpcProxy(testChain.chain.rpcUrl);
  fromBlock = await chainReader().getBlockNumber();
});

afterEach(async () => {
  await proxy.close();
});

afterAll(async () => {
  await chainApp?.close();
});

const chainReader = () => createPublicClient({ transport: http(testChain.chain.rpcUrl) });

/** The app's chain, reached through the proxy, with a short RPC timeout and quick polls. */
const throughProxy = (): ChainConfig => ({
  ...(app.config.chain as ChainConfig),
  rpcUrl: proxy.url,
  rpcTimeoutMs: 1_500,
  pollIntervalMs: 50,
});

const target = (): AdminTarget => ({
  app,
  db: database.db,
  now: clock.now,
  actor: 'admin-cli:treasurer',
  cwd: process.cwd(),
  keystorePassword: KEYSTORE_PASSWORD,
  chain: throughProxy(),
});
const admin = (...argv: string[]) => runAdminCommand(target(), argv);

async function planFor(count: number): Promise<Holder[]> {
  const holders: Holder[] = [];
  for (let index = 0; index < count; index += 1) {
    holders.push(await seedHolder(database.db, { base: String(20 + index), bonus: '0.75' }));
  }
  const planned = await runAdminCommand({ ...target(), chain: app.config.chain }, [
    'distribution',
    'plan',
  ]);
  expect(planned.exitCode, planned.err).toBe(0);
  return holders;
}

/** Every holder received exactly one Transfer from the treasury, of their ledger total. */
async function expectEachPaidOnce(holders: Holder[]) {
  const logs = await chainReader().getLogs({
    address: testChain.chain.tokenAddress,
    fromBlock,
    toBlock: 'latest',
  });
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs }).filter(
    (log) => log.args.from === LOCAL_TREASURY_ADDRESS,
  );
  const paid = new Map<string, bigint[]>();
  for (const transfer of transfers) {
    const key = transfer.args.to.toLowerCase();
    paid.set(key, [...(paid.get(key) ?? []), transfer.args.value]);
  }
  for (const holder of holders) {
    expect(paid.get(holder.wallet?.toLowerCase() ?? '')).toEqual([toTokenUnits(holder.tokens, 18)]);
  }
  const lines = await database.db
    .selectFrom('distribution_lines')
    .select('status')
    .where('status', '!=', 'confirmed')
    .execute();
  expect(lines).toEqual([]);
}

/** Signs and mines, straight on the chain, another transaction of the treasury's at `nonce`. */
async function mineReplacement(nonce: number, to: Hex, data: Hex) {
  const raw = await treasury.signTransaction({
    type: 'legacy',
    chainId: testChain.chain.chainId,
    nonce,
    to,
    data,
    gas: 100_000n,
    gasPrice: 50_000_000_000n,
  });
  const hash = await chainReader().sendRawTransaction({ serializedTransaction: raw });
  const receipt = await chainReader().waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
  return hash;
}

describe('an RPC that fails mid-send', () => {
  it('times out on a broadcast that reached the chain and fails while receipts are awaited: each holder is paid once', async () => {
    const holders = await planFor(5);
    let firstRaw: unknown = null;
    proxy.intercept = ({ method, params, seen }) => {
      if (method === 'eth_sendRawTransaction') {
        // The first transfer reaches the chain, but neither it nor viem's retries get an answer.
        firstRaw ??= params[0];
        if (params[0] === firstRaw) return { kind: seen === 0 ? 'forward-and-stall' : 'stall' };
      }
      // The first receipts asked for fail, more times in a row than viem retries.
      if (method === 'eth_getTransactionReceipt' && seen < 6) return { kind: 'fail', status: 503 };
      return { kind: 'forward' };
    };
    const sent = await admin('distribution', 'send');
    expect(sent.err).toBe('');
    expect(sent.exitCode).toBe(0);
    expect(sent.out).toMatch(/The RPC refused or timed out on a broadcast .*; it is checked/);
    expect(sent.out).toMatch(/The RPC failed while transaction 0x[0-9a-f]{64} was awaited/);
    expect(sent.out).toMatch(/Done: 5 holder\(s\) paid in 5 transaction\(s\)/);
    await expectEachPaidOnce(holders);
  }, 120_000);

  it('stops with a clear message when the RPC fails outside a wait, and the next run finishes', async () => {
    const holders = await planFor(3);
    proxy.intercept = ({ method }) =>
      method === 'eth_estimateGas' ? { kind: 'fail', status: 502 } : { kind: 'forward' };
    const failed = await admin('distribution', 'send', '--batch', '2');
    expect(failed.exitCode).toBe(1);
    expect(failed.err).toMatch(/^The chain's RPC failed: .* Run distribution send again/);
    expect(failed.err).not.toMatch(/Unexpected error/);

    proxy.intercept = () => ({ kind: 'forward' });
    const resumed = await admin('distribution', 'send', '--batch', '2');
    expect(resumed.err).toBe('');
    expect(resumed.exitCode).toBe(0);
    await expectEachPaidOnce(holders);
  }, 120_000);
});

describe('a transaction dropped from the pool', () => {
  it('is broadcast again with the same bytes and pays its holders once', async () => {
    const holders = await planFor(4);
    // The approval goes through; the first batch is accepted by the node and never mined.
    let dropped: Hex | null = null;
    proxy.intercept = ({ method, params, seen }) => {
      if (method === 'eth_sendRawTransaction' && seen === 1) {
        dropped = params[0] as Hex;
        return { kind: 'answer', result: keccak256(dropped) };
      }
      return { kind: 'forward' };
    };
    const sent = await admin('distribution', 'send', '--batch', '2', '--confirm-seconds', '10');
    expect(sent.err).toBe('');
    expect(sent.exitCode).toBe(0);
    expect(dropped).not.toBeNull();
    const hash = keccak256(dropped as unknown as Hex);
    const receipt = await chainReader().getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    const transfer = await database.db
      .selectFrom('distribution_transfers')
      .select(['status', 'kind'])
      .where('tx_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({ status: 'confirmed', kind: 'batch' });
    await expectEachPaidOnce(holders);
  }, 120_000);
});

describe('a transaction replaced by another with the same nonce', () => {
  /**
   * The proxy keeps the sender's first transfer from the chain (answering its hash) while the
   * test mines `replacement` at its nonce, as a wallet's "cancel" or "speed up" does.
   */
  async function sendWithReplacement(replacement: (nonce: number, original: Hex) => Promise<Hex>) {
    let original: Hex | null = null;
    let replaced: Promise<Hex> | null = null;
    proxy.intercept = async ({ method, params }) => {
      if (method !== 'eth_sendRawTransaction') return { kind: 'forward' };
      const raw = params[0] as Hex;
      if (original === null) {
        original = raw;
        replaced = replacement(parseTransaction(raw).nonce ?? 0, raw);
      }
      // The original (and any retry or rebroadcast of it) never reaches the chain.
      if (raw !== original) return { kind: 'forward' };
      await replaced;
      return { kind: 'answer', result: keccak256(raw) };
    };
    const stopped = await admin('distribution', 'send', '--window', '1', '--confirm-seconds', '10');
    expect(stopped.exitCode).toBe(1);
    expect(stopped.err).toMatch(
      /Transaction 0x[0-9a-f]{64} was replaced or dropped \(its nonce \d+ is used by another transaction\)/,
    );
    proxy.intercept = () => ({ kind: 'forward' });
    const resumed = await admin('distribution', 'send');
    expect(resumed.err).toBe('');
    expect(resumed.exitCode).toBe(0);
    expect(resumed.out).toMatch(/was dropped or replaced; its lines are reconciled/);
    const dropped = await database.db
      .selectFrom('distribution_transfers')
      .select('status')
      .where('status', '=', 'dropped')
      .execute();
    expect(dropped).toHaveLength(1);
    return (await replaced) as unknown as Hex;
  }

  it('by a cancellation: the holder is paid by the next run, once', async () => {
    const holders = await planFor(3);
    await sendWithReplacement((nonce) => mineReplacement(nonce, LOCAL_TREASURY_ADDRESS, '0x'));
    await expectEachPaidOnce(holders);
  }, 120_000);

  it('by the same payment at a higher gas price: the next run finds it paid and never pays again', async () => {
    const holders = await planFor(3);
    const speedUp = await sendWithReplacement((nonce, original) => {
      const { to, data } = parseTransaction(original);
      return mineReplacement(nonce, to as Hex, data as Hex);
    });
    await expectEachPaidOnce(holders);
    // The line is confirmed by the speed-up's own Transfer.
    const lines = await database.db
      .selectFrom('distribution_lines')
      .select('status')
      .where('tx_hash', '=', speedUp)
      .execute();
    expect(lines).toEqual([{ status: 'confirmed' }]);
  }, 120_000);
});

describe('a sender that loses its lease', () => {
  it('stops before broadcasting anything more, with a clear message and exit code 3', async () => {
    const holders = await planFor(3);
    const nonce = await testChain.nonceOf(LOCAL_TREASURY_ADDRESS);
    let taken = false;
    proxy.intercept = async ({ method }) => {
      // While the first transfer's receipt is awaited, this sender stalls past its one-second
      // lease and another sender takes the plan.
      if (method === 'eth_getTransactionReceipt' && !taken) {
        taken = true;
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        await takeLease(database.db, 'other-host:4242', new Date(), 60_000);
      }
      return { kind: 'forward' };
    };
    const lost = await admin('distribution', 'send', '--window', '1', '--lease-seconds', '1');
    expect(lost.exitCode).toBe(3);
    expect(lost.err).toMatch(
      /^This sender \(.+:\d+\) lost its lease to another distribution send \(other-host:4242\) and stopped before writing down or broadcasting anything more/,
    );
    expect(lost.err).not.toMatch(/Unexpected error/);
    expect(await testChain.nonceOf(LOCAL_TREASURY_ADDRESS)).toBe(nonce + 1);
    const recorded = await database.db.selectFrom('distribution_transfers').selectAll().execute();
    expect(recorded).toHaveLength(1);
    const plan = await database.db
      .selectFrom('distribution_plans')
      .select('sender_lease_owner')
      .executeTakeFirstOrThrow();
    expect(plan.sender_lease_owner).toBe('other-host:4242');
    expect(holders).toHaveLength(3);
  }, 120_000);
});
