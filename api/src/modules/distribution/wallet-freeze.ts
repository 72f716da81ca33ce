// From the plan's freeze on, the wallet a line pays is fixed (decision 0104): a session taken over
// the day before the payout cannot redirect the tokens. A holder held for want of a wallet may
// still add their first one: that re-plans their line alone, which pays it once KYC is verified.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import type { KycStatus } from '../users/index.js';
import { lockLineOfUser } from './plan.repository.js';

export const WALLET_FROZEN_MESSAGE =
  'Your tokens are being distributed to the wallet on record, so it can no longer be changed. ' +
  'If you no longer control that wallet, contact RENT support.';

/**
 * Inside the wallet change's transaction: refuses a change to a planned line's wallet, and points
 * a held line without a wallet at the new one.
 */
export async function applyWalletToPlan(
  trx: Kysely<Database>,
  user: { id: string; kyc_status: KycStatus },
  wallet: string,
  field: string,
): Promise<void> {
  const line = await lockLineOfUser(trx, user.id);
  if (!line) return;
  if (line.wallet !== null || line.held_reason !== 'NO_WALLET') {
    throw conflict(WALLET_FROZEN_MESSAGE, [{ field, message: WALLET_FROZEN_MESSAGE }]);
  }
  const verified = user.kyc_status === 'VERIFIED';
  await trx
    .updateTable('distribution_lines')
    .set({
      wallet,
      status: verified ? 'scheduled' : 'held',
      held_reason: verified ? null : 'KYC_NOT_VERIFIED',
    })
    .where('id', '=', line.id)
    .execute();
}

/**
 * A wallet put on hold (decision 0116): the investor's line that would pay it, scheduled or held
 * for another reason, is held for it, so `distribution send`, which signs scheduled lines only and
 * re-checks that each still is when it records the transfer, never pays it. A line already sent is
 * past holding. Says whether a line was held.
 */
export async function holdWalletInPlan(trx: Kysely<Database>, userId: string): Promise<boolean> {
  const line = await lockLineOfUser(trx, userId);
  if (!line || line.wallet === null) return false;
  if (line.status !== 'scheduled' && line.status !== 'held') return false;
  await trx
    .updateTable('distribution_lines')
    .set({ status: 'held', held_reason: 'WALLET_ON_HOLD' })
    .where('id', '=', line.id)
    .execute();
  return true;
}

/**
 * The wallet on hold was confirmed by its owner or discarded: a line held for it pays it again
 * (once KYC is verified), or, discarded, waits for a wallet the investor adds.
 */
export async function releaseWalletInPlan(
  trx: Kysely<Database>,
  user: { id: string; kyc_status: KycStatus },
  outcome: 'confirmed' | 'discarded',
): Promise<void> {
  const line = await lockLineOfUser(trx, user.id);
  if (!line || line.held_reason !== 'WALLET_ON_HOLD') return;
  const verified = user.kyc_status === 'VERIFIED';
  await trx
    .updateTable('distribution_lines')
    .set(
      outcome === 'discarded'
        ? { wallet: null, status: 'held', held_reason: 'NO_WALLET' }
        : {
            status: verified ? 'scheduled' : 'held',
            held_reason: verified ? null : 'KYC_NOT_VERIFIED',
          },
    )
    .where('id', '=', line.id)
    .execute();
}
