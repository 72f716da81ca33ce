// Reads and writes of the frozen plan: the holders the ledger credits, the plan and its lines.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { KycStatus } from '../users/index.js';

export interface LedgerHolder {
  user_id: string;
  email: string;
  fullname: string;
  wallet: string | null;
  kyc_status: KycStatus;
  base_tokens: string;
  bonus_tokens: string;
  referral_tokens: string;
  total_tokens: string;
}

/** Every investor holding credited tokens, by id, with exact decimal sums by origin. */
export async function ledgerHolders(db: Kysely<Database>): Promise<LedgerHolder[]> {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .where('orders.status', '=', 'credited')
    .groupBy('users.id')
    .having(sql<boolean>`sum(orders.total_tokens) > 0`)
    .select([
      'users.id as user_id',
      'users.email',
      'users.fullname',
      'users.wallet_address_display as wallet',
      'users.kyc_status',
      sql<string>`coalesce(sum(orders.base_tokens) filter (where not orders.is_referral), 0)::text`.as(
        'base_tokens',
      ),
      sql<string>`coalesce(sum(orders.bonus_tokens) filter (where not orders.is_referral), 0)::text`.as(
        'bonus_tokens',
      ),
      sql<string>`coalesce(sum(orders.total_tokens) filter (where orders.is_referral), 0)::text`.as(
        'referral_tokens',
      ),
      sql<string>`sum(orders.total_tokens)::text`.as('total_tokens'),
    ])
    .orderBy('users.id')
    .execute();
}

export async function findPlan(db: Kysely<Database>) {
  return db.selectFrom('distribution_plans').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The plan's line for an investor, locked for the caller's transaction. */
export async function lockLineOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('distribution_lines')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}
