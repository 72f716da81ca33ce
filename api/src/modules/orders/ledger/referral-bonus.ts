// Referral bonuses (DESIGN.md §4): when a referred investor's purchase is credited, their referrer
// earns the purchase's phase bonus % of its whole tokens, as an order of its own tied to the
// purchase (one bonus per purchase, enforced by a unique key). Bonuses earn no bonus in turn. A
// referrer is paid only while their own e-mail is verified and their KYC is VERIFIED (decision
// 0056): a throw-away account cannot collect a bonus on its owner's purchases. The bonus of a
// referrer not yet verified is not lost: it is held, pending, for a bounded time, and credited
// when their KYC is approved (decision 0108).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { referralBonusTokens } from '@rent/sale-rules';
import type { Database } from '../../../db/schema.js';
import type { NewOrderRow, OrderRow } from '../orders.table.js';
import type { SaleDefinition } from '../../sale/index.js';
import {
  addReferralBonus,
  countRefereePurchase,
  type RefereePurchase,
} from '../../referrals/index.js';
import { insertOrder, newPurchaseId, type BuyersReferrer } from '../orders.repository.js';

export interface ReferralBonus {
  referrerId: string;
  tokens: string;
  /** Whether the referrer may be paid now (e-mail verified, KYC VERIFIED); else it is held. */
  payable: boolean;
}

/**
 * The bonus a purchase credited now earns its buyer's `referrer` (as lockOrderWithParties read
 * them), or null when there is none (no referrer, or a bonus of 0).
 */
export function referralBonusOf(
  purchase: OrderRow,
  referrer: BuyersReferrer | null,
): ReferralBonus | null {
  if (purchase.is_referral || !referrer) return null;
  const tokens = referralBonusTokens(purchase.base_tokens, purchase.bonus_percent);
  if (tokens === '0') return null;
  const payable = referrer.email_verified_at !== null && referrer.kyc_status === 'VERIFIED';
  return { referrerId: referrer.id, tokens, payable };
}

/**
 * Records the referrer's bonus for a purchase credited in the same transaction (referralBonusOrder).
 * The referrer's table is left to countReferredPurchase, which adds a credited bonus with the
 * purchase.
 */
export async function recordReferralBonus(
  trx: Kysely<Database>,
  purchase: OrderRow,
  bonus: ReferralBonus,
  sale: SaleDefinition,
  now: Date,
): Promise<OrderRow> {
  return insertOrder(trx, referralBonusOrder(purchase, bonus, sale, now));
}

/**
 * The referrer's bonus order for a purchase credited at `now`: credited when they may be paid,
 * otherwise held (pending) until `sale`'s referral hold ends. Its id is chosen here, not by the
 * database, so that the credit's audit entry can name it in the statement that inserts it; every
 * column a mail reads is given.
 */
export function referralBonusOrder(
  purchase: OrderRow,
  bonus: ReferralBonus,
  sale: SaleDefinition,
  now: Date,
) {
  const held = !bonus.payable;
  return {
    id: randomUUID(),
    purchase_id: newPurchaseId(),
    user_id: bonus.referrerId,
    purchase_date: now,
    created_at: now,
    updated_at: now,
    amount_paid_paise: '0',
    base_tokens: purchase.base_tokens,
    bonus_tokens: '0',
    total_tokens: bonus.tokens,
    bonus_percent: purchase.bonus_percent,
    phase_name: purchase.phase_name,
    payment_method: 'referral',
    is_referral: true,
    status: held ? 'pending' : 'credited',
    credited_at: held ? null : now,
    source_order_id: purchase.id,
    bank_reference: null,
    reserved_tokens: held ? bonus.tokens : '0',
    hold_until: held ? new Date(now.getTime() + sale.reservations.referralBonusHoldMs) : null,
  } as const satisfies NewOrderRow;
}

/** A referral bonus order as referralBonusOrder writes it. */
export type ReferralBonusOrder = ReturnType<typeof referralBonusOrder>;

/**
 * Counts a referred investor's credited purchase in their referrer's table, with the bonus
 * recordReferralBonus wrote for it when that was credited at once (a held one is added when it is
 * credited, by addBonusToStats). Only for a buyer who has a referrer.
 */
export async function countReferredPurchase(
  trx: Kysely<Database>,
  purchase: OrderRow,
  referralBonus: OrderRow | null,
) {
  if (purchase.is_referral) return;
  await countRefereePurchase(trx, referredPurchase(purchase, referralBonus));
}

/**
 * What countReferredPurchase counts: the purchase, with its bonus when that is credited with it.
 * For a purchase, not a bonus.
 */
export function referredPurchase(
  purchase: Pick<OrderRow, 'id' | 'user_id' | 'purchase_date'>,
  referralBonus: Pick<OrderRow, 'user_id' | 'total_tokens' | 'status'> | null,
): RefereePurchase {
  return {
    refereeId: purchase.user_id,
    at: purchase.purchase_date,
    ...(referralBonus?.status === 'credited' && {
      bonus: {
        referrerId: referralBonus.user_id,
        tokens: referralBonus.total_tokens,
        purchaseId: purchase.id,
      },
    }),
  };
}

/** Adds a credited bonus to the referrer's table, in the transaction that credits it. */
export async function addBonusToStats(
  trx: Kysely<Database>,
  bonus: OrderRow,
  purchase: Pick<OrderRow, 'id' | 'user_id'>,
) {
  await addReferralBonus(trx, {
    refereeId: purchase.user_id,
    referrerId: bonus.user_id,
    tokens: bonus.total_tokens,
    purchaseId: purchase.id,
  });
}
