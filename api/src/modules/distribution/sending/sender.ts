// `distribution send` (decisions 0104 to 0106): pays every scheduled line of the frozen plan from
// the treasury, one transfer per holder or batched through the disperse contract.
//
// Exactly once: each transaction is signed, then written down (nonce, hash, the signed bytes and
// its lines) in a transaction that also renews the sender's lease, and only then broadcast. On
// start the sender settles every transaction written down before: mined → its lines confirmed;
// not mined and its nonce still free → the same bytes broadcast again (same hash); its nonce taken
// by another transaction → dropped, its lines free again. Then it reconciles with the chain's
// Transfer events, which mark paid whatever was paid by any route, and only then signs anything
// new. A line the chain shows paid is never sent again.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  BaseError,
  getAddress,
  keccak256,
  TransactionReceiptNotFoundError,
  type Address,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { Database } from '../../../db/schema.js';
import { conflict } from '../../../lib/errors.js';
import { recordDistributionStep } from '../../audit/index.js';
import { fromTokenUnits, transactionUrl, type ChainConfig } from '../../chain/index.js';
import { enqueueMail } from '../../mail/index.js';
import { transferConfirmedMail } from '../distribution-mails.js';
import type { DistributionPlanRow, DistributionTransferRow } from '../distribution.table.js';
import { findPlan } from '../plan.repository.js';
import { releaseLease, renewLease, takeLease } from './lease.js';
import {
  checkChainAndContract,
  checkFunding,
  checkPlanAgainstLedger,
  gwei,
  type Funding,
} from './preflight.js';
import { reconcilePlan, type Reconciliation } from './reconcile.js';
import { approveData, disperseData, tokenAllowance, transferData } from './treasury-chain.js';

export interface SendContext {
  db: Kysely<Database>;
  client: PublicClient;
  chain: ChainConfig;
  account: PrivateKeyAccount;
  now: () => Date;
  actor: string;
  publicUrl: string;
  /** Names this sender in the lease: `host:pid`. */
  owner: string;
  out(text: string): void;
}

export interface SendOptions {
  dryRun: boolean;
  /** Holders per disperse transaction; null sends one transfer per holder. */
  batch: number | null;
  leaseMs: number;
  /** Transactions broadcast before waiting for their receipts. */
  window: number;
  /** How long a broadcast transaction is waited for before the run stops (to be resumed). */
  receiptTimeoutMs: number;
  pollMs: number;
}

export const DEFAULT_SEND_OPTIONS: SendOptions = {
  dryRun: false,
  batch: null,
  leaseMs: 120_000,
  window: 16,
  receiptTimeoutMs: 180_000,
  pollMs: 500,
};

export interface SendResult {
  funding: Funding | null;
  reconciliation: Reconciliation;
  sentLines: number;
  sentUnits: bigint;
  transactions: number;
  gasUsed: bigint;
  dryRun: boolean;
}

interface PendingLine {
  id: string;
  wallet: Address;
  units: bigint;
}

export async function sendPlan(context: SendContext, options: SendOptions): Promise<SendResult> {
  const { db, client, chain, account } = context;
  const plan = await findPlan(db);
  if (!plan)
    throw conflict('No plan is frozen yet: run distribution plan first. Nothing was sent.');
  const token = await checkChainAndContract(client, chain, plan);
  await checkPlanAgainstLedger(db, plan, token.decimals);
  if (options.batch !== null && !chain.disperseAddress) {
    throw conflict('--batch needs DISPERSE_CONTRACT_ADDRESS. Nothing was sent.');
  }
  await takeLease(db, context.owner, new Date(), options.leaseMs);
  try {
    await settleRecorded(context, options, plan);
    const reconciliation = await reconcilePlan(reconcileContext(context), plan, [account.address]);
    const pending = await pendingLines(db);
    const transactions =
      options.batch === null ? pending.length : Math.ceil(pending.length / options.batch) + 1;
    const funding = await checkFunding(client, chain, account.address, pending, token.decimals);
    report(context, plan, pending, funding, transactions);
    const result: SendResult = {
      funding,
      reconciliation,
      sentLines: 0,
      sentUnits: 0n,
      transactions: 0,
      gasUsed: 0n,
      dryRun: options.dryRun,
    };
    if (options.dryRun || pending.length === 0) return result;
    await audit(context, plan, pending, options);
    const run = { ...result, started: Date.now(), total: pending.length };
    const sending: Sending = { context, options, plan, pending, funding, run };
    if (options.batch === null) {
      await sendOneByOne(sending);
    } else {
      await sendBatches(sending, options.batch);
    }
    return run;
  } finally {
    await releaseLease(db, context.owner);
  }
}

const reconcileContext = (context: SendContext) => ({
  db: context.db,
  client: context.client,
  chain: context.chain,
  now: context.now(),
  publicUrl: context.publicUrl,
});

async function pendingLines(db: Kysely<Database>): Promise<PendingLine[]> {
  const rows = await db
    .selectFrom('distribution_lines')
    .select(['id', 'wallet', 'units'])
    .where('status', '=', 'scheduled')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    wallet: getAddress(row.wallet ?? ''),
    units: BigInt(row.units),
  }));
}

function report(
  context: SendContext,
  plan: DistributionPlanRow,
  pending: PendingLine[],
  funding: Funding,
  transactions: number,
) {
  const decimals = plan.token_decimals;
  context.out(
    `To send: ${pending.length} holder(s), ${fromTokenUnits(funding.tokensNeeded, decimals)} RENT ` +
      `in ${transactions} transaction(s); the treasury ${context.account.address} holds ` +
      `${fromTokenUnits(funding.tokensHeld, decimals)} RENT.`,
  );
  context.out(
    `Gas: about ${funding.gasPerTransfer} per transfer at ${gwei(funding.gasPrice)} gwei, at ` +
      `most ${fromTokenUnits(funding.gasEstimate * funding.gasPrice, 18)} BNB; the treasury ` +
      `holds ${fromTokenUnits(funding.gasFunds, 18)} BNB.`,
  );
}

async function audit(
  context: SendContext,
  plan: DistributionPlanRow,
  pending: PendingLine[],
  options: SendOptions,
) {
  await recordDistributionStep(
    context.db,
    { actor: context.actor, action: 'distribution.send', checksum: plan.checksum },
    {
      holders: pending.length,
      units: pending.reduce((sum, line) => sum + line.units, 0n).toString(),
      treasury: context.account.address,
      batch: options.batch,
    },
    context.now(),
  );
}

interface Run extends SendResult {
  started: number;
  total: number;
}

/** A send that passed its checks: the lines it pays, the funding it found, and its progress. */
interface Sending {
  context: SendContext;
  options: SendOptions;
  plan: DistributionPlanRow;
  pending: PendingLine[];
  funding: Funding;
  run: Run;
}

async function sendOneByOne({ context, options, plan, pending, funding, run }: Sending) {
  let nonce = await context.client.getTransactionCount({
    address: context.account.address,
    blockTag: 'pending',
  });
  for (let start = 0; start < pending.length; start += options.window) {
    const window = pending.slice(start, start + options.window);
    const recorded: DistributionTransferRow[] = [];
    for (const line of window) {
      const transfer = await signAndRecord(context, options, {
        kind: 'single',
        nonce,
        to: context.chain.tokenAddress,
        data: transferData(line.wallet, line.units),
        gas: (funding.gasPerTransfer * 3n) / 2n,
        gasPrice: funding.gasPrice,
        lines: [line.id],
      });
      nonce += 1;
      await broadcast(context, transfer.raw_tx as Hex);
      recorded.push(transfer);
    }
    for (const transfer of recorded) {
      const receipt = await awaitConfirmed(context, options, transfer);
      await settle(context, plan, transfer, receipt);
      if (receipt.status === 'success') {
        run.transactions += 1;
        run.gasUsed += receipt.gasUsed;
      }
    }
    for (const line of window) {
      run.sentLines += 1;
      run.sentUnits += line.units;
    }
    progress(context, plan, run);
  }
}

async function sendBatches(
  { context, options, plan, pending, funding, run }: Sending,
  size: number,
) {
  const { client, chain, account } = context;
  const disperse = chain.disperseAddress as Address;
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const needed = pending.reduce((sum, line) => sum + line.units, 0n);
  const allowance = await tokenAllowance(client, chain.tokenAddress, account.address, disperse);
  if (allowance < needed) {
    const approve = await signAndRecord(context, options, {
      kind: 'approve',
      nonce,
      to: chain.tokenAddress,
      data: approveData(disperse, needed),
      gas: 100_000n,
      gasPrice: funding.gasPrice,
      lines: [],
    });
    nonce += 1;
    await broadcast(context, approve.raw_tx as Hex);
    const receipt = await awaitConfirmed(context, options, approve);
    await settle(context, plan, approve, receipt);
    if (receipt.status !== 'success')
      throw conflict('The approval of the disperse contract failed.');
    run.gasUsed += receipt.gasUsed;
  }
  for (let start = 0; start < pending.length; start += size) {
    const batch = pending.slice(start, start + size);
    const data = disperseData(
      chain.tokenAddress,
      batch.map((line) => line.wallet),
      batch.map((line) => line.units),
    );
    const estimate = await client.estimateGas({ account: account.address, to: disperse, data });
    const transfer = await signAndRecord(context, options, {
      kind: 'batch',
      nonce,
      to: disperse,
      data,
      gas: (estimate * 3n) / 2n,
      gasPrice: funding.gasPrice,
      lines: batch.map((line) => line.id),
    });
    nonce += 1;
    await broadcast(context, transfer.raw_tx as Hex);
    const receipt = await awaitConfirmed(context, options, transfer);
    await settle(context, plan, transfer, receipt);
    if (receipt.status === 'success') {
      run.transactions += 1;
      run.gasUsed += receipt.gasUsed;
      run.sentLines += batch.length;
      run.sentUnits += batch.reduce((sum, line) => sum + line.units, 0n);
    }
    progress(context, plan, run);
  }
}

interface Unsigned {
  kind: 'single' | 'batch' | 'approve';
  nonce: number;
  to: Address;
  data: Hex;
  gas: bigint;
  gasPrice: bigint;
  lines: string[];
}

/** Signs, then writes down the transaction and its lines with the lease renewed; not broadcast. */
async function signAndRecord(
  context: SendContext,
  options: SendOptions,
  unsigned: Unsigned,
): Promise<DistributionTransferRow> {
  const raw = await context.account.signTransaction({
    type: 'legacy',
    chainId: context.chain.chainId,
    nonce: unsigned.nonce,
    to: unsigned.to,
    data: unsigned.data,
    gas: unsigned.gas,
    gasPrice: unsigned.gasPrice,
  });
  const hash = keccak256(raw);
  const now = context.now();
  return context.db.transaction().execute(async (trx) => {
    await renewLease(trx, context.owner, new Date(), options.leaseMs);
    const transfer = await trx
      .insertInto('distribution_transfers')
      .values({
        kind: unsigned.kind,
        from_address: context.account.address,
        nonce: unsigned.nonce,
        tx_hash: hash,
        raw_tx: raw,
        status: 'signed',
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (unsigned.lines.length > 0) {
      const updated = await trx
        .updateTable('distribution_lines')
        .set({ status: 'sent', transfer_id: transfer.id, tx_hash: hash, sent_at: now })
        .where('id', 'in', unsigned.lines)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      // A line no longer scheduled (reconciled meanwhile) aborts the record: nothing is broadcast.
      if (Number(updated.numUpdatedRows) !== unsigned.lines.length) {
        throw conflict('A line changed while it was being sent; run distribution send again.');
      }
    }
    return transfer;
  });
}

/** Broadcasts signed bytes; an RPC error is not fatal: the transaction is settled from the chain. */
async function broadcast(context: SendContext, raw: Hex): Promise<void> {
  try {
    await context.client.sendRawTransaction({ serializedTransaction: raw });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/already known|known transaction|nonce too low|already imported/i.test(text)) return;
    context.out(`The RPC refused or timed out on a broadcast (${firstLine(text)}); it is checked.`);
  }
}

async function tryReceipt(client: PublicClient, hash: Hex): Promise<TransactionReceipt | null> {
  try {
    return await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  }
}

/**
 * Waits for the transaction's receipt and its confirmations, broadcasting it again meanwhile; stops
 * the run if its nonce is taken by another transaction or the wait runs out. An RPC that fails or
 * times out while it is asked is asked again at the next poll: the transaction is written down,
 * and only the chain's answer settles it.
 */
async function awaitConfirmed(
  context: SendContext,
  options: SendOptions,
  transfer: DistributionTransferRow,
): Promise<TransactionReceipt> {
  const deadline = Date.now() + options.receiptTimeoutMs;
  let rebroadcast = Date.now() + 10 * options.pollMs;
  let rpcFailure: string | null = null;
  for (;;) {
    try {
      const receipt = await tryReceipt(context.client, transfer.tx_hash as Hex);
      if (receipt) {
        const head = await context.client.getBlockNumber();
        if (head - receipt.blockNumber + 1n >= BigInt(context.chain.confirmations)) return receipt;
      } else if (await nonceTaken(context, transfer)) {
        throw conflict(
          `Transaction ${transfer.tx_hash} was replaced or dropped (its nonce ${transfer.nonce} is ` +
            'used by another transaction). Run distribution send again: it reconciles first.',
        );
      } else if (Date.now() >= rebroadcast) {
        await broadcast(context, transfer.raw_tx as Hex);
        rebroadcast = Date.now() + 10 * options.pollMs;
      }
    } catch (error) {
      if (!(error instanceof BaseError)) throw error;
      if (rpcFailure === null) {
        context.out(
          `The RPC failed while transaction ${transfer.tx_hash} was awaited ` +
            `(${firstLine(error.shortMessage)}); it is asked again.`,
        );
      }
      rpcFailure = firstLine(error.shortMessage);
    }
    if (Date.now() >= deadline) {
      throw conflict(
        `Transaction ${transfer.tx_hash} is not confirmed after ${options.receiptTimeoutMs / 1000} ` +
          `s${rpcFailure ? ` (the RPC last answered: ${rpcFailure})` : ''}. Run distribution ` +
          'send again later: it picks it up where it stands.',
      );
    }
    await sleep(options.pollMs);
  }
}

async function nonceTaken(context: SendContext, transfer: DistributionTransferRow) {
  const mined = await context.client.getTransactionCount({
    address: getAddress(transfer.from_address),
    blockTag: 'latest',
  });
  return BigInt(mined) > BigInt(transfer.nonce);
}

/** Writes down a mined transaction: its lines confirmed and mailed, or freed if it reverted. */
async function settle(
  context: SendContext,
  plan: DistributionPlanRow,
  transfer: DistributionTransferRow,
  receipt: TransactionReceipt,
) {
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const success = receipt.status === 'success';
    await trx
      .updateTable('distribution_transfers')
      .set({
        status: success ? 'confirmed' : 'failed',
        block_number: receipt.blockNumber,
        gas_used: receipt.gasUsed,
        confirmed_at: now,
      })
      .where('id', '=', transfer.id)
      .execute();
    if (!success) {
      await freeLines(trx, transfer.id);
      return;
    }
    const lines = await trx
      .updateTable('distribution_lines')
      .set({ status: 'confirmed', block_number: receipt.blockNumber, confirmed_at: now })
      .where('transfer_id', '=', transfer.id)
      .where('status', '=', 'sent')
      .returning(['user_id', 'wallet', 'units'])
      .execute();
    for (const line of lines) {
      const user = await trx
        .selectFrom('users')
        .select(['email', 'fullname'])
        .where('id', '=', line.user_id)
        .executeTakeFirstOrThrow();
      const mail = transferConfirmedMail(
        user,
        {
          amount: fromTokenUnits(BigInt(line.units), plan.token_decimals),
          wallet: line.wallet ?? '',
          txHash: transfer.tx_hash,
          txUrl: transactionUrl(context.chain, transfer.tx_hash),
        },
        context.publicUrl,
      );
      await enqueueMail(trx, mail, now);
    }
  });
}

async function freeLines(trx: Kysely<Database>, transferId: string) {
  await trx
    .updateTable('distribution_lines')
    .set({ status: 'scheduled', transfer_id: null, tx_hash: null, sent_at: null })
    .where('transfer_id', '=', transferId)
    .where('status', '=', 'sent')
    .execute();
}

/**
 * Settles every transaction written down by an earlier run, in nonce order, before anything new
 * is signed (see the file's head).
 */
async function settleRecorded(
  context: SendContext,
  options: SendOptions,
  plan: DistributionPlanRow,
) {
  const recorded = await context.db
    .selectFrom('distribution_transfers')
    .selectAll()
    .where('status', '=', 'signed')
    .orderBy('nonce')
    .execute();
  for (const transfer of recorded) {
    const receipt = await tryReceipt(context.client, transfer.tx_hash as Hex);
    if (receipt) {
      await settle(context, plan, transfer, await awaitConfirmed(context, options, transfer));
      continue;
    }
    if (await nonceTaken(context, transfer)) {
      await context.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('distribution_transfers')
          .set({ status: 'dropped' })
          .where('id', '=', transfer.id)
          .execute();
        await freeLines(trx, transfer.id);
      });
      context.out(
        `Transaction ${transfer.tx_hash} was dropped or replaced; its lines are reconciled.`,
      );
      continue;
    }
    await broadcast(context, transfer.raw_tx as Hex);
    await settle(context, plan, transfer, await awaitConfirmed(context, options, transfer));
  }
}

function progress(context: SendContext, plan: DistributionPlanRow, run: Run) {
  const seconds = Math.max((Date.now() - run.started) / 1000, 0.001);
  const rate = run.sentLines / seconds;
  const left = run.total - run.sentLines;
  const eta = rate > 0 ? Math.ceil(left / rate) : 0;
  context.out(
    `Sent ${run.sentLines}/${run.total} holder(s) · ` +
      `${fromTokenUnits(run.sentUnits, plan.token_decimals)} RENT · ${rate.toFixed(1)} holders/s · ` +
      `ETA ${eta} s`,
  );
}

const firstLine = (text: string) => text.split('\n')[0] ?? text;
