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

/**
 * Counts a referee's credited purchase in their row, and adds the referrer's bonus it earned when
 * that is credited with it (`bonus`), in one update.
 */
export async function countRefereePurchase(
  trx: Kysely<Database>,
  purchase: {
    refereeId: string;
    at: Date;
    bonus?: { referrerId: string; tokens: string; purchaseId: string };
  },
): Promise<void> {
  const { bonus } = purchase;
  let update = trx
    .updateTable('referral_stats')
    .set({
      purchase_count: sql`purchase_count + 1`,
      last_purchase_date: sql`greatest(last_purchase_date, ${purchase.at}::timestamptz)`,
      ...(bonus && { total_bonus_tokens: sql`total_bonus_tokens + ${bonus.tokens}::numeric` }),
    })
    .where('referee_id', '=', purchase.refereeId);
  // An investor nobody referred has no row: nothing to count. A credited bonus needs its row.
  if (!bonus) {
    await update.execute();
    return;
  }
  update = update.where('referrer_id', '=', bonus.referrerId);
  const { numUpdatedRows } = await update.executeTakeFirstOrThrow();
  if (numUpdatedRows !== 1n) {
    throw new Error(`referral_stats has no row for the referee of purchase ${bonus.purchaseId}`);
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
