// `distribution export --safe` (issue 26 §2): the plan's unpaid lines as Safe Transaction Builder
// batch files, each transfer decoded and checked against the plan; the transfers then executed from
// an account standing in for the Safe, and `distribution reconcile` marks them paid from the
// token's Transfer events.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_TREASURY_KEY } from '@rent/sandbox/chain';
import {
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { toTokenUnits } from '../src/modules/chain/index.js';
import type { SafeBatchFile } from '../src/modules/distribution/index.js';
import { runAdminCommand } from './helpers/admin.js';
import { seedHolder, type Holder, type TestChain } from './helpers/chain.js';
import { startChainApp, type ChainApp } from './helpers/chain-app.js';
import { testClock } from './helpers/test-app.js';
import { type TestDatabase } from './helpers/test-database.js';

const clock = testClock('2026-01-05T06:30:00Z');
const safe = privateKeyToAccount(generatePrivateKey());
const workDir = join(tmpdir(), `rent-safe-${randomUUID()}`);
let testChain: TestChain;
let database: TestDatabase;
let app: App;
let chainApp: ChainApp | undefined;

beforeAll(async () => {
  chainApp = await startChainApp(clock, { DISTRIBUTION_SAFE_ADDRESS: safe.address });
  ({ testChain, database, app } = chainApp);
}, 120_000);

beforeEach(async () => {
  await database.reset();
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
});

afterAll(async () => {
  await chainApp?.close();
  await rm(workDir, { recursive: true, force: true });
});

const admin = (...argv: string[]) =>
  runAdminCommand(
    { app, db: database.db, now: clock.now, actor: 'admin-cli:treasury', cwd: workDir },
    argv,
  );

function walletOf(account: PrivateKeyAccount) {
  const chain = defineChain({
    id: testChain.chain.chainId,
    name: 'local',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [testChain.chain.rpcUrl] } },
  });
  return createWalletClient({ account, chain, transport: http(testChain.chain.rpcUrl) });
}

const publicClient = () => createPublicClient({ transport: http(testChain.chain.rpcUrl) });

async function mined(hash: Hex) {
  const receipt = await publicClient().waitForTransactionReceipt({ hash, pollingInterval: 50 });
  expect(receipt.status).toBe('success');
}

/** The treasury hands the Safe the tokens to pay and BNB for gas, as a team would. */
async function fundSafe(units: bigint) {
  const treasury = walletOf(privateKeyToAccount(LOCAL_TREASURY_KEY));
  await mined(await treasury.sendTransaction({ to: safe.address, value: parseEther('1') }));
  await mined(
    await treasury.writeContract({
      address: testChain.chain.tokenAddress,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [safe.address, units],
    }),
  );
}

async function readBatches(prefix: string, count: number): Promise<SafeBatchFile[]> {
  const files: SafeBatchFile[] = [];
  for (let index = 1; index <= count; index += 1) {
    const path = join(workDir, `${prefix}-${String(index).padStart(3, '0')}.json`);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    files.push(JSON.parse(await readFile(path, 'utf8')) as SafeBatchFile);
  }
  return files;
}

describe('distribution export --safe', () => {
  it('writes the unpaid lines as Safe batches that, once executed, reconcile as paid', async () => {
    const holders: Holder[] = [];
    for (let index = 0; index < 5; index += 1) {
      holders.push(await seedHolder(database.db, { base: String(20 + index), bonus: '1.75' }));
    }
    await seedHolder(database.db, { base: '9', wallet: false });
    const owed = holders.reduce((sum, holder) => sum + toTokenUnits(holder.tokens, 18), 0n);
    await fundSafe(owed);
    expect((await admin('distribution', 'plan')).exitCode).toBe(0);

    const exported = await admin(
      'distribution',
      'export',
      '--safe',
      '--batch',
      '2',
      '--out',
      'run',
    );
    expect(exported.err).toBe('');
    expect(exported.out).toMatch(/Wrote 3 Safe batch file\(s\) of up to 2 transfer\(s\): 5 unpaid/);
    const batches = await readBatches('run', 3);

    const decoded = new Map<string, bigint>();
    for (const batch of batches) {
      expect(batch).toMatchObject({
        version: '1.0',
        chainId: String(testChain.chain.chainId),
        meta: { createdFromSafeAddress: safe.address },
      });
      expect(batch.createdAt).toBe(clock.now().getTime());
      for (const transaction of batch.transactions) {
        expect(transaction.to).toBe(testChain.chain.tokenAddress);
        expect(transaction.value).toBe('0');
        const call = decodeFunctionData({ abi: erc20Abi, data: transaction.data });
        expect(call.functionName).toBe('transfer');
        const [to, value] = call.args as [Address, bigint];
        expect(transaction.contractInputsValues).toEqual({ to, value: value.toString() });
        expect(transaction.contractMethod.name).toBe('transfer');
        expect(decoded.has(to)).toBe(false);
        decoded.set(to, value);
      }
    }
    expect(batches.map((batch) => batch.transactions.length)).toEqual([2, 2, 1]);
    expect(decoded).toEqual(
      new Map(
        holders.map((holder) => [getAddress(holder.wallet ?? ''), toTokenUnits(holder.tokens, 18)]),
      ),
    );

    const again = await admin('distribution', 'export', '--safe', '--batch', '2', '--out', 'run');
    expect(again.exitCode).toBe(1);
    expect(again.err).toMatch(/already exists; choose another name, or add --force/);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor', 'after'])
      .where('action', '=', 'distribution.export-safe')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ lines: 5, batch: 2, safe: safe.address });

    // The Safe executes every transaction of every batch.
    const wallet = walletOf(safe);
    for (const transaction of batches.flatMap((batch) => batch.transactions)) {
      await mined(await wallet.sendTransaction({ to: transaction.to, data: transaction.data }));
    }

    const reconciled = await admin('distribution', 'reconcile');
    expect(reconciled.err).toBe('');
    expect(reconciled.out).toMatch(/5 paid \(5 newly confirmed\).* 0 unpaid, 0 mismatched/);
    const lines = await database.db.selectFrom('distribution_lines').select('status').execute();
    expect(lines.map((line) => line.status).sort()).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
      'held',
    ]);
    for (const holder of holders) {
      expect(await testChain.balanceOf(holder.wallet ?? '0x')).toBe(
        toTokenUnits(holder.tokens, 18),
      );
    }

    const nothingLeft = await admin('distribution', 'export', '--safe', '--out', 'after');
    expect(nothingLeft.exitCode).toBe(1);
    expect(nothingLeft.err).toMatch(/No line is left unpaid/);
  }, 120_000);
});
