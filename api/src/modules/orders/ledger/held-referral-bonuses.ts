// Referral bonuses held for a referrer whose KYC was not yet approved (decision 0108) are credited
// when it is, in the approval's transaction: each exactly once (only a pending bonus can be), at
// the bonus % stored from the referee's purchase, and under the hard cap like any credit. A bonus
// whose hold has ended is credited only from what nobody else holds; otherwise it is lost, saying so.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { RequestContext } from '../../../plugins/context.js';
import { findUserById } from '../../users/index.js';
import { mailReferralBonus } from '../order-mails.js';
import type { OrderRow } from '../orders.table.js';
import { creditOrder } from './order-ledger.js';
import { addBonusToStats } from './referral-bonus.js';

type HeldBonusContext = Pick<RequestContext, 'now' | 'sale' | 'publicUrl' | 'actor'>;

export interface HeldBonusOutcome {
  credited: OrderRow[];
  lost: OrderRow[];
}

/** The referrer's bonuses awaiting their KYC, oldest first. */
export async function heldReferralBonusesOf(
  db: Kysely<Database>,
  referrerId: string,
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', referrerId)
    .where('payment_method', '=', 'referral')
    .where('status', '=', 'pending')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Credits every bonus held for `referrerId`, who has just been verified. `trx` must be the
 * transaction that records the approval.
 */
export async function creditHeldReferralBonuses(
  trx: Kysely<Database>,
  context: HeldBonusContext,
  referrerId: string,
): Promise<HeldBonusOutcome> {
  const outcome: HeldBonusOutcome = { credited: [], lost: [] };
  for (const held of await heldReferralBonusesOf(trx, referrerId)) {
    const credit = await creditOrder(trx, held.id, {
      sale: context.sale,
      now: context.now,
      cause: { actor: context.actor, reason: 'referrer-verified' },
    });
    if (credit.outcome === 'no_room') outcome.lost.push(credit.order);
    if (credit.outcome !== 'credited') continue;
    const purchase = await sourcePurchaseOf(trx, credit.order);
    await addBonusToStats(trx, credit.order, purchase);
    const purchaser = await findUserById(trx, purchase.user_id);
    await mailReferralBonus(trx, context, credit.order, { fullname: purchaser?.fullname ?? '' });
    outcome.credited.push(credit.order);
  }
  return outcome;
}

async function sourcePurchaseOf(db: Kysely<Database>, bonus: OrderRow) {
  if (bonus.source_order_id === null) {
    throw new Error(`referral bonus ${bonus.purchase_id} names no purchase`);
  }
  return db
    .selectFrom('orders')
    .select(['id', 'user_id'])
    .where('id', '=', bonus.source_order_id)
    .executeTakeFirstOrThrow();
}
