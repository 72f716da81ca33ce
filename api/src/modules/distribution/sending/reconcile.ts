// `distribution reconcile` (decision 0106): the chain is the truth about what was paid. Every
// Transfer event of the token from the treasury (and the team's Safe) since the plan's freeze is
// read, summed per receiving address, and each line marked: paid in full → confirmed (once the
// block has its confirmations), nothing → left as it is, anything else → mismatched, for the team.
import type { Kysely } from 'kysely';
import { getAddress, type Address, type PublicClient } from 'viem';
import type { Database } from '../../../db/schema.js';
import { fromTokenUnits, transactionUrl, type ChainConfig } from '../../chain/index.js';
import { enqueueMail } from '../../mail/index.js';
import { transferConfirmedMail } from '../distribution-mails.js';
import type { DistributionPlanRow } from '../distribution.table.js';
import { transfersFrom, type TokenTransfer } from './treasury-chain.js';

export interface Reconciliation {
  /** Lines the chain shows paid in full, with their confirmations. */
  paid: number;
  /** Newly marked confirmed by this pass. */
  newlyConfirmed: number;
  /** Paid in full but still short of confirmations. */
  awaitingConfirmations: number;
  /** Lines the chain shows nothing paid to. */
  unpaid: number;
  /** Paid a different amount than planned. */
  mismatched: number;
  /** Transfers from the treasury to addresses that no line pays. */
  unknownTransfers: TokenTransfer[];
  scannedTo: bigint;
}

export interface ReconcileContext {
  db: Kysely<Database>;
  client: PublicClient;
  chain: ChainConfig;
  now: Date;
  publicUrl: string;
}

interface Received {
  units: bigint;
  last: TokenTransfer;
}

export async function reconcilePlan(
  context: ReconcileContext,
  plan: DistributionPlanRow,
  senders: Address[],
): Promise<Reconciliation> {
  const { db, client, chain, now } = context;
  const head = await client.getBlockNumber();
  const events = await transfersFrom(
    client,
    getAddress(plan.token_address),
    senders,
    BigInt(plan.from_block),
    head,
  );
  const received = new Map<string, Received>();
  for (const event of events) {
    const key = event.to.toLowerCase();
    const before = received.get(key);
    received.set(key, { units: (before?.units ?? 0n) + event.value, last: event });
  }
  const lines = await db
    .selectFrom('distribution_lines')
    .innerJoin('users', 'users.id', 'distribution_lines.user_id')
    .select([
      'distribution_lines.id',
      'distribution_lines.wallet',
      'distribution_lines.units',
      'distribution_lines.status',
      'distribution_lines.total_tokens',
      'users.email',
      'users.fullname',
    ])
    .where('distribution_lines.wallet', 'is not', null)
    .execute();
  const result: Reconciliation = {
    paid: 0,
    newlyConfirmed: 0,
    awaitingConfirmations: 0,
    unpaid: 0,
    mismatched: 0,
    unknownTransfers: [],
    scannedTo: head,
  };
  const known = new Set<string>();
  await db.transaction().execute(async (trx) => {
    for (const line of lines) {
      const wallet = (line.wallet ?? '').toLowerCase();
      known.add(wallet);
      const paid = received.get(wallet);
      const planned = BigInt(line.units);
      if (!paid) {
        result.unpaid += 1;
        // A line marked confirmed with nothing on chain: the chain disagrees, the team settles it.
        if (line.status === 'confirmed') {
          await trx
            .updateTable('distribution_lines')
            .set({ status: 'mismatched', paid_units: '0' })
            .where('id', '=', line.id)
            .execute();
          result.mismatched += 1;
        }
        continue;
      }
      if (paid.units !== planned) {
        result.mismatched += 1;
        await trx
          .updateTable('distribution_lines')
          .set({ status: 'mismatched', paid_units: paid.units })
          .where('id', '=', line.id)
          .execute();
        continue;
      }
      const confirmations = head - paid.last.blockNumber + 1n;
      if (confirmations < BigInt(chain.confirmations)) {
        result.awaitingConfirmations += 1;
        if (line.status === 'scheduled' || line.status === 'held') {
          await trx
            .updateTable('distribution_lines')
            .set({ status: 'sent', tx_hash: paid.last.txHash, sent_at: now })
            .where('id', '=', line.id)
            .execute();
        }
        continue;
      }
      result.paid += 1;
      if (line.status === 'confirmed') continue;
      result.newlyConfirmed += 1;
      await trx
        .updateTable('distribution_lines')
        .set({
          status: 'confirmed',
          held_reason: null,
          tx_hash: paid.last.txHash,
          block_number: paid.last.blockNumber,
          paid_units: null,
          confirmed_at: now,
        })
        .where('id', '=', line.id)
        .execute();
      const amount = fromTokenUnits(planned, plan.token_decimals);
      const mail = transferConfirmedMail(
        line,
        {
          amount,
          wallet: line.wallet ?? '',
          txHash: paid.last.txHash,
          txUrl: transactionUrl(chain, paid.last.txHash),
        },
        context.publicUrl,
      );
      await enqueueMail(trx, mail, now);
    }
    await trx
      .updateTable('distribution_plans')
      .set({ reconciled_to_block: head })
      .where('id', '=', 1)
      .execute();
  });
  result.unknownTransfers = events.filter((event) => !known.has(event.to.toLowerCase()));
  return result;
}
