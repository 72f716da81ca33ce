// What a reset through the mailbox puts on hold (decision 0116), inside the reset's transaction: the
// wallet and the KYC application awaiting review that a session attached and the owner has not
// confirmed (their session family is recorded). The holds module lets the owner decide on them.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { recordOwnChange } from '../../audit/index.js';
import { holdWalletInPlan } from '../../distribution/index.js';
import { enqueueMail, heldAfterResetMail } from '../../mail/index.js';
import { updateUser, type UserRow } from '../../users/index.js';
import type { RequestContext } from '../../../plugins/context.js';

/**
 * Puts on hold what sessions attached and mails the owner what was held; anything already on hold
 * stays so. Says what it held.
 */
export async function holdAfterRecovery(
  trx: Kysely<Database>,
  user: UserRow,
  context: Pick<RequestContext, 'now' | 'publicUrl'>,
): Promise<{ wallet: string | null; applicationId: string | null }> {
  const { now } = context;
  const wallet =
    user.wallet_family_id !== null && user.wallet_held_at === null
      ? user.wallet_address_display
      : null;
  if (wallet) {
    await updateUser(trx, user.id, { wallet_held_at: now, updated_at: now });
    await holdWalletInPlan(trx, user.id);
  }
  const latest = await trx
    .selectFrom('kyc_applications')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('withdrawn_at', 'is', null)
    .orderBy('submitted_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const application =
    latest !== undefined &&
    latest.family_id !== null &&
    latest.held_at === null &&
    (latest.status === 'SUBMITTED' || latest.status === 'IN_REVIEW') &&
    latest.status === user.kyc_status
      ? latest
      : undefined;
  if (application) {
    await trx
      .updateTable('kyc_applications')
      .set({ held_at: now })
      .where('id', '=', application.id)
      .execute();
  }
  const held = { wallet, applicationId: application?.id ?? null };
  if (!wallet && !application) return held;
  await recordOwnChange(trx, user.id, { action: 'account.hold', before: null, after: held }, now);
  const kycName = application ? `${application.first_name} ${application.last_name}` : null;
  await enqueueMail(trx, heldAfterResetMail(user, { wallet, kycName }, context.publicUrl), now);
  return held;
}
