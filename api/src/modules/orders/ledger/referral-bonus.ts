// Referral bonuses (DESIGN.md §4): when a referred investor's purchase is credited, their referrer
// is credited the purchase's phase bonus % of its whole tokens, as an order of its own tied to the
// purchase (one bonus per purchase, enforced by a unique key). Bonuses earn no bonus in turn. A
// referrer earns only while their own e-mail is verified and their KYC is VERIFIED at the time of
// the credit (decision 0056): a throw-away account cannot collect a bonus on its owner's purchases.
import type { Kysely } from 'kysely';
import { referralBonusTokens } from '@rent/sale-rules';
import type { Database } from '../../../db/schema.js';
import type { OrderRow } from '../orders.table.js';
import { addReferralBonus } from '../../referrals/index.js';
import { insertOrder, newPurchaseId } from '../orders.repository.js';

/** The referrer who would earn a bonus on `userId`'s purchases, if any. */
export async function referrerOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('referred_by')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.referred_by ?? null;
}

/** The referrer of `userId` if they may earn a bonus now: e-mail verified and KYC VERIFIED. */
export async function eligibleReferrerOf(
  db: Kysely<Database>,
  userId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('users as buyer')
    .innerJoin('users as referrer', 'referrer.id', 'buyer.referred_by')
    .select('referrer.id')
    .where('buyer.id', '=', userId)
    .where('referrer.email_verified_at', 'is not', null)
    .where('referrer.kyc_status', '=', 'VERIFIED')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The bonus a purchase credited now earns its buyer's referrer, or null when there is none (no
 * referrer, a referrer who may not earn, or a bonus of 0).
 */
export async function pendingReferralBonus(
  db: Kysely<Database>,
  purchase: OrderRow,
): Promise<{ referrerId: string; tokens: string } | null> {
  if (purchase.is_referral) return null;
  const referrerId = await eligibleReferrerOf(db, purchase.user_id);
  if (!referrerId) return null;
  const tokens = referralBonusTokens(purchase.base_tokens, purchase.bonus_percent);
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
  await addReferralBonus(trx, {
    refereeId: purchase.user_id,
    referrerId: bonus.referrerId,
    tokens: bonus.tokens,
    purchaseDate: purchase.purchase_date,
    purchaseId: purchase.id,
  });
  return order;
}
