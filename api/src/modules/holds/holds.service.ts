// What a reset through the mailbox put on hold (decision 0116; auth's recovery-holds.ts holds it).
// A reset says the password may have
// been known to someone else, so the receiving wallet and the KYC application that a session put
// on the account, and that its owner has not confirmed, wait for her: the wallet is paid nothing
// and the application is not reviewed until she confirms them (they stay as they were) or
// discards them (the wallet goes, the application is withdrawn).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, unauthorized } from '../../lib/errors.js';
import { SIGN_IN_REQUIRED } from '../../plugins/signed-in.js';
import { recordOwnChange } from '../audit/index.js';
import { releaseWalletInPlan } from '../distribution/index.js';
import {
  heldApplicationOf,
  lockUser,
  withdrawApplication,
  type KycApplicationRow,
} from '../kyc/index.js';
import { findUserById, updateUser, type UserRow } from '../users/index.js';
import { enqueueMail, holdDecidedMail, type HeldThings } from '../mail/index.js';
import { HOLD_MESSAGES } from './holds.messages.js';
import type { RequestContext } from '../../plugins/context.js';

type HoldContext = Pick<RequestContext, 'db' | 'now' | 'publicUrl'>;

export interface AccountHold {
  /** When the first of them was put on hold. */
  heldAt: Date;
  /** The wallet on hold, in its checksummed form. */
  wallet: string | null;
  kycApplication: { id: string; firstName: string; lastName: string; submittedAt: Date } | null;
}

/** What is on hold on the investor's account; null when nothing is. */
export async function accountHoldOf(
  db: Kysely<Database>,
  userId: string,
): Promise<AccountHold | null> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized(SIGN_IN_REQUIRED);
  return holdOf(user, await heldApplicationOf(db, userId));
}

function holdOf(user: UserRow, application: KycApplicationRow | undefined): AccountHold | null {
  const wallet = user.wallet_held_at ? user.wallet_address_display : null;
  if (!wallet && !application) return null;
  const instants = [user.wallet_held_at, application?.held_at].filter(
    (instant): instant is Date => instant instanceof Date,
  );
  return {
    heldAt: new Date(Math.min(...instants.map((instant) => instant.getTime()))),
    wallet,
    kycApplication: application
      ? {
          id: application.id,
          firstName: application.first_name,
          lastName: application.last_name,
          submittedAt: application.submitted_at,
        }
      : null,
  };
}

export const thingsOf = (hold: AccountHold): HeldThings => ({
  wallet: hold.wallet,
  kycName: hold.kycApplication
    ? `${hold.kycApplication.firstName} ${hold.kycApplication.lastName}`
    : null,
});

/** Confirms what is on hold: it stays on the account as it was, no longer held. */
export async function confirmAccountHold(context: HoldContext, userId: string): Promise<void> {
  await decide(context, userId, 'confirmed', async (trx, user, hold) => {
    if (hold.wallet) {
      await updateUser(trx, user.id, {
        wallet_held_at: null,
        wallet_family_id: null,
        updated_at: context.now,
      });
      await releaseWalletInPlan(trx, user, 'confirmed');
    }
    if (hold.kycApplication) {
      await trx
        .updateTable('kyc_applications')
        .set({ held_at: null, family_id: null })
        .where('id', '=', hold.kycApplication.id)
        .execute();
    }
  });
}

/**
 * Discards what is on hold: the wallet is removed (the investor may add her own) and the
 * application withdrawn, so her own KYC submission is accepted.
 */
export async function discardAccountHold(context: HoldContext, userId: string): Promise<void> {
  await decide(context, userId, 'discarded', async (trx, user, hold, application) => {
    if (hold.wallet) {
      await updateUser(trx, user.id, {
        wallet_address: null,
        wallet_address_display: null,
        wallet_family_id: null,
        wallet_held_at: null,
        updated_at: context.now,
      });
      await releaseWalletInPlan(trx, user, 'discarded');
      await recordOwnChange(
        trx,
        user.id,
        {
          action: 'wallet.change',
          before: { walletAddress: hold.wallet },
          after: { walletAddress: null },
        },
        context.now,
      );
    }
    if (application) await withdrawApplication(trx, user, application, context.now);
  });
}

async function decide(
  context: HoldContext,
  userId: string,
  decision: 'confirmed' | 'discarded',
  apply: (
    trx: Kysely<Database>,
    user: UserRow,
    hold: AccountHold,
    application: KycApplicationRow | undefined,
  ) => Promise<void>,
) {
  await context.db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw unauthorized(SIGN_IN_REQUIRED);
    const application = await heldApplicationOf(trx, userId);
    const hold = holdOf(user, application);
    if (!hold) {
      throw conflict(HOLD_MESSAGES.nothingOnHold, [
        { field: 'hold', message: HOLD_MESSAGES.nothingOnHold },
      ]);
    }
    await apply(trx, user, hold, application);
    await recordOwnChange(
      trx,
      user.id,
      {
        action: decision === 'confirmed' ? 'account.hold.confirm' : 'account.hold.discard',
        before: { wallet: hold.wallet, applicationId: hold.kycApplication?.id ?? null },
        after: null,
      },
      context.now,
    );
    const mail = holdDecidedMail(user, thingsOf(hold), decision, context.publicUrl);
    await enqueueMail(trx, mail, context.now);
  });
}
