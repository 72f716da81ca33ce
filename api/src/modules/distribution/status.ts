// `distribution status`: the run at a glance, counted from the plan's lines.
import { normaliseDecimal } from '@rent/sale-rules';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LINE_STATUSES, type DistributionPlanRow, type LineStatus } from './distribution.table.js';
import { findPlan } from './plan.repository.js';

export interface DistributionStatus {
  plan: DistributionPlanRow | null;
  lines: Record<LineStatus, { holders: number; tokens: string }>;
  /** Transactions written down and not yet settled. */
  unsettledTransactions: number;
}

export async function distributionStatus(db: Kysely<Database>): Promise<DistributionStatus> {
  const plan = (await findPlan(db)) ?? null;
  const rows = await db
    .selectFrom('distribution_lines')
    .select([
      'status',
      sql<string>`count(*)::text`.as('holders'),
      sql<string>`coalesce(sum(total_tokens), 0)::text`.as('tokens'),
    ])
    .groupBy('status')
    .execute();
  const lines = Object.fromEntries(
    LINE_STATUSES.map((status) => {
      const row = rows.find((each) => each.status === status);
      return [
        status,
        { holders: Number(row?.holders ?? 0), tokens: normaliseDecimal(row?.tokens ?? '0') },
      ];
    }),
  ) as DistributionStatus['lines'];
  const unsettled = await db
    .selectFrom('distribution_transfers')
    .select(sql<string>`count(*)::text`.as('transactions'))
    .where('status', '=', 'signed')
    .executeTakeFirstOrThrow();
  return { plan, lines, unsettledTransactions: Number(unsettled.transactions) };
}
