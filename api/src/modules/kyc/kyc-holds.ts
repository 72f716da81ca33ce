// The KYC side of what a reset through the mailbox puts on hold (decision 0116): the application on
// hold, its withdrawal, and the team's refusal to decide on it.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordOwnChange } from '../audit/index.js';
import { updateUser, type UserRow } from '../users/index.js';
import type { KycApplicationRow } from './kyc-applications.table.js';
import { latestApplicationOf } from './kyc.repository.js';

/** The investor's application on hold, if any. */
export async function heldApplicationOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('kyc_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('held_at', 'is not', null)
    .where('withdrawn_at', 'is', null)
    .orderBy('submitted_at', 'desc')
    .executeTakeFirst();
}

/** The team's refusal to decide on an application on hold. */
export const heldApplicationRefusal = (email: string, decision: string, heldAt: Date) =>
  `Cannot ${decision} the KYC of ${email}: the application is on hold since ` +
  `${heldAt.toISOString()}, after a password reset through the mailbox, until the account's ` +
  'owner confirms or discards it.';

/**
 * Withdraws an application on hold inside the caller's transaction (the investor's row locked):
 * it counts for nothing from now on, and the investor's status goes back to that of her previous
 * application, or NOT_SUBMITTED. Returns the investor as she now is.
 */
export async function withdrawApplication(
  trx: Kysely<Database>,
  user: UserRow,
  application: KycApplicationRow,
  now: Date,
): Promise<UserRow> {
  await trx
    .updateTable('kyc_applications')
    .set({ withdrawn_at: now, held_at: null })
    .where('id', '=', application.id)
    .execute();
  const previous = await latestApplicationOf(trx, user.id);
  const kycStatus = previous?.status ?? 'NOT_SUBMITTED';
  const updated = await updateUser(trx, user.id, { kyc_status: kycStatus, updated_at: now });
  await recordOwnChange(
    trx,
    user.id,
    {
      action: 'kyc.withdraw',
      before: { kycStatus: user.kyc_status, applicationId: application.id },
      after: { kycStatus },
    },
    now,
  );
  return updated;
}
