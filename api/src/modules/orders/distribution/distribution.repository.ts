// Reads for the distribution list: every investor's credited tokens, split by where they came
// from, and the orders that may still change the list.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { KycStatus } from '../../users/index.js';

export interface HolderRow {
  user_id: string;
  email: string;
  fullname: string;
  wallet: string | null;
  /** Whether the wallet waits for its owner after a reset through the mailbox (decision 0116). */
  wallet_on_hold: boolean;
  kyc_status: KycStatus;
  /** Tokens bought (purchases' base tokens). */
  base_tokens: string;
  /** The phase bonus of those purchases. */
  bonus_tokens: string;
  /** Referral bonuses received as a referrer. */
  referral_tokens: string;
  total_tokens: string;
}

/**
 * Investors holding credited tokens, with exact decimal sums: by e-mail for the team's list, by id
 * for the frozen plan (whose checksum depends on the order).
 */
export async function listHolders(
  db: Kysely<Database>,
  order: 'email' | 'id' = 'email',
): Promise<HolderRow[]> {
  const byEmail = order === 'email';
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
      sql<boolean>`users.wallet_held_at is not null`.as('wallet_on_hold'),
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
    .$if(byEmail, (query) => query.orderBy('users.email'))
    .orderBy('users.id')
    .execute();
}

/** Orders that may still be credited (pending) or are owed back (refund due). */
export async function countUnsettledOrders(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('orders')
    .select(['status', sql<string>`count(*)::text`.as('orders')])
    .where('status', 'in', ['pending', 'refund_due'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.orders ?? 0);
  return { pending: count('pending'), refundDue: count('refund_due') };
}
