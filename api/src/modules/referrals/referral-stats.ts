// The only writes of referral_stats: a referee's row starts when their address is verified (an
// unverified registration is anyone's typing and is never shown to a referrer), goes if the
// registration's referrer is forgotten, counts every credited purchase and adds up every bonus
// credited on them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Starts a referred investor's row, in the transaction that verifies their address. */
export async function insertReferee(
  trx: Kysely<Database>,
  referee: { refereeId: string; referrerId: string; createdAt: Date },
): Promise<void> {
  await trx
    .insertInto('referral_stats')
    .values({
      referee_id: referee.refereeId,
      referrer_id: referee.referrerId,
      referee_created_at: referee.createdAt,
    })
    .execute();
}

/** Drops a referee's row, with the referral choice of an unverified registration. */
export async function forgetReferee(trx: Kysely<Database>, refereeId: string): Promise<void> {
  await trx.deleteFrom('referral_stats').where('referee_id', '=', refereeId).execute();
}

/** A referee's credited purchase, with the referrer's bonus when that is credited with it. */
export interface RefereePurchase {
  refereeId: string;
  at: Date;
  bonus?: { referrerId: string; tokens: string; purchaseId: string };
}

/**
 * Counts a referee's credited purchase in their row, and adds the referrer's bonus it earned when
 * that is credited with it (`bonus`), in one update.
 */
export async function countRefereePurchase(
  trx: Kysely<Database>,
  purchase: RefereePurchase,
): Promise<void> {
  const counted = await refereePurchaseCount(trx, purchase).execute();
  requireRefereeCounted(purchase, counted.length);
}

/**
 * countRefereePurchase's update, not sent, for a caller that sends it with other writes as one
 * statement: it returns the rows it counted, which the caller hands to requireRefereeCounted.
 */
export function refereePurchaseCount(trx: Kysely<Database>, purchase: RefereePurchase) {
  let update = trx
    .updateTable('referral_stats')
    .set({
      purchase_count: sql`purchase_count + 1`,
      last_purchase_date: sql`greatest(last_purchase_date, ${purchase.at}::timestamptz)`,
      ...(purchase.bonus && {
        total_bonus_tokens: sql`total_bonus_tokens + ${purchase.bonus.tokens}::numeric`,
      }),
    })
    .where('referee_id', '=', purchase.refereeId);
  // An investor nobody referred has no row: nothing to count. A credited bonus needs its row.
  if (purchase.bonus) update = update.where('referrer_id', '=', purchase.bonus.referrerId);
  return update.returning('referee_id');
}

/** Throws unless a credited bonus found its referee's row (`counted`: the rows updated). */
export function requireRefereeCounted(purchase: RefereePurchase, counted: number): void {
  if (purchase.bonus && counted !== 1) {
    throw new Error(
      `referral_stats has no row for the referee of purchase ${purchase.bonus.purchaseId}`,
    );
  }
}

/** Adds a credited bonus to its referee's row, in the transaction that credits it. */
export async function addReferralBonus(
  trx: Kysely<Database>,
  bonus: { refereeId: string; referrerId: string; tokens: string; purchaseId: string },
): Promise<void> {
  // The referee's row exists from the verification of their address, which buying needs.
  const { numUpdatedRows } = await trx
    .updateTable('referral_stats')
    .set({ total_bonus_tokens: sql`total_bonus_tokens + ${bonus.tokens}::numeric` })
    .where('referee_id', '=', bonus.refereeId)
    .where('referrer_id', '=', bonus.referrerId)
    .executeTakeFirstOrThrow();
  if (numUpdatedRows !== 1n) {
    throw new Error(`referral_stats has no row for the referee of purchase ${bonus.purchaseId}`);
  }
}
