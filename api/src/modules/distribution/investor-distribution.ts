// What one investor sees of the distribution (GET /user/distribution): their line of the frozen
// plan and where its transfer stands, or, before a plan, what the ledger credits them today.
import { sql, type Kysely } from 'kysely';
import { normaliseDecimal } from '@rent/sale-rules';
import type { Database } from '../../db/schema.js';
import { transactionUrl, type ChainConfig } from '../chain/index.js';
import type { HeldReason, LineStatus } from './distribution.table.js';

export const INVESTOR_DISTRIBUTION_STATUSES = [
  'NOT_PLANNED',
  'HELD',
  'SCHEDULED',
  'SENT',
  'CONFIRMED',
  'IN_REVIEW',
] as const;
export type InvestorDistributionStatus = (typeof INVESTOR_DISTRIBUTION_STATUSES)[number];

export interface InvestorDistribution {
  status: InvestorDistributionStatus;
  amount: string | null;
  expectedAmount: string;
  wallet: string | null;
  heldReason: HeldReason | null;
  txHash: string | null;
  txUrl: string | null;
  blockNumber: string | null;
  plannedAt: string | null;
  sentAt: string | null;
  confirmedAt: string | null;
}

const STATUS_OF_LINE: Record<LineStatus, InvestorDistributionStatus> = {
  held: 'HELD',
  scheduled: 'SCHEDULED',
  sent: 'SENT',
  confirmed: 'CONFIRMED',
  mismatched: 'IN_REVIEW',
};

export async function investorDistribution(
  db: Kysely<Database>,
  chain: ChainConfig | null,
  userId: string,
): Promise<InvestorDistribution> {
  const expectedAmount = await creditedTokens(db, userId);
  const line = await db
    .selectFrom('distribution_lines')
    .innerJoin('distribution_plans', (join) => join.onTrue())
    .select([
      'distribution_lines.status',
      'distribution_lines.total_tokens',
      'distribution_lines.wallet',
      'distribution_lines.held_reason',
      'distribution_lines.tx_hash',
      'distribution_lines.block_number',
      'distribution_lines.sent_at',
      'distribution_lines.confirmed_at',
      'distribution_plans.frozen_at',
    ])
    .where('distribution_lines.user_id', '=', userId)
    .executeTakeFirst();
  if (!line) {
    const user = await db
      .selectFrom('users')
      .select('wallet_address_display')
      .where('id', '=', userId)
      .executeTakeFirst();
    return {
      status: 'NOT_PLANNED',
      amount: null,
      expectedAmount,
      wallet: user?.wallet_address_display ?? null,
      heldReason: null,
      txHash: null,
      txUrl: null,
      blockNumber: null,
      plannedAt: null,
      sentAt: null,
      confirmedAt: null,
    };
  }
  return {
    status: STATUS_OF_LINE[line.status],
    amount: normaliseDecimal(line.total_tokens),
    expectedAmount,
    wallet: line.wallet,
    heldReason: line.held_reason,
    txHash: line.tx_hash,
    txUrl: line.tx_hash ? transactionUrl(chain, line.tx_hash) : null,
    blockNumber: line.block_number,
    plannedAt: line.frozen_at.toISOString(),
    sentAt: line.sent_at?.toISOString() ?? null,
    confirmedAt: line.confirmed_at?.toISOString() ?? null,
  };
}

async function creditedTokens(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('orders')
    .select(sql<string>`coalesce(sum(total_tokens), 0)::text`.as('tokens'))
    .where('user_id', '=', userId)
    .where('status', '=', 'credited')
    .executeTakeFirstOrThrow();
  return normaliseDecimal(row.tokens);
}
