// Referral bonuses (DESIGN.md §4): when a referred investor's purchase is credited, their referrer
// is credited the purchase's phase bonus % of its whole tokens, as an order of its own tied to the
// purchase (one bonus per purchase, enforced by a unique key). Bonuses earn no bonus in turn.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderRow } from '../../db/tables/orders.js';
import { floorDecimal, formatDecimal, parseDecimal, percentOf } from '../../lib/decimal.js';
import { insertOrder, newPurchaseId } from './orders.repository.js';

/** The referrer who would earn a bonus on `userId`'s purchases, if any. */
export async function referrerOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('referred_by')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.referred_by ?? null;
}

/** The bonus a purchase of `baseTokens` at `bonusPercent` earns the referrer: exact, maybe 0. */
export function referralBonus(baseTokens: string | bigint, bonusPercent: number): string {
  const whole =
    typeof baseTokens === 'bigint' ? baseTokens : floorDecimal(parseDecimal(baseTokens));
  return formatDecimal(percentOf(whole, bonusPercent));
}

/** The bonus a credited purchase earns its buyer's referrer, or null when there is none. */
export async function pendingReferralBonus(
  db: Kysely<Database>,
  purchase: OrderRow,
): Promise<{ referrerId: string; tokens: string } | null> {
  if (purchase.is_referral) return null;
  const referrerId = await referrerOf(db, purchase.user_id);
  if (!referrerId) return null;
  const tokens = referralBonus(purchase.base_tokens, purchase.bonus_percent);
  return tokens === '0' ? null : { referrerId, tokens };
}

/** Credits the referrer's bonus for a purchase credited in the same transaction. */
export async function creditReferralBonus(
  trx: Kysely<Database>,
  purchase: OrderRow,
  bonus: { referrerId: string; tokens: string },
  now: Date,
): Promise<OrderRow> {
  const order = await insertOrder(trx, {
    purchase_id: newPurchaseId(),
    user_id: bonus.referrerId,
    purchase_date: now,
    created_at: now,
    updated_at: now,
    amount_paid_paise: 0n,
    base_tokens: purchase.base_tokens,
    bonus_tokens: '0',
    total_tokens: bonus.tokens,
    bonus_percent: purchase.bonus_percent,
    phase_name: purchase.phase_name,
    payment_method: 'referral',
    is_referral: true,
    status: 'credited',
    credited_at: now,
    source_order_id: purchase.id,
  });
  // The referee's row exists from sign-up (referred_by and this row are written together).
  const { numUpdatedRows } = await trx
    .updateTable('referral_stats')
    .set({
      total_bonus_tokens: sql`total_bonus_tokens + ${bonus.tokens}::numeric`,
      purchase_count: sql`purchase_count + 1`,
      last_purchase_date: sql`greatest(last_purchase_date, ${purchase.purchase_date}::timestamptz)`,
    })
    .where('referee_id', '=', purchase.user_id)
    .where('referrer_id', '=', bonus.referrerId)
    .executeTakeFirstOrThrow();
  if (numUpdatedRows !== 1n) {
    throw new Error(`referral_stats has no row for the referee of purchase ${purchase.id}`);
  }
  return order;
}
