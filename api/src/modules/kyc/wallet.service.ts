// The investor's BEP20 receiving wallet: checked against DESIGN.md §4, stored lowercase with its
// checksummed display form, and never shared by two investors. Every change is audited, since the
// wallet decides where tokens go.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRow } from '../../db/tables/users.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import { AUTH_MESSAGES } from '../auth/auth.messages.js';
import { findUserIdByWallet, updateUser } from '../users/users.repository.js';
import { checkBep20Address, type Bep20Address } from './bep20-address.js';
import type { KycContext } from './kyc.context.js';
import { lockUser } from './kyc.repository.js';
import { KYC_MESSAGES } from './kyc.messages.js';

const WALLET_FIELD = 'walletAddress';

export interface WalletChange {
  /** The display form now on the account. */
  walletAddress: string;
  /** Whether the account had a wallet before (the change was an update, not an addition). */
  hadWallet: boolean;
}

export async function changeWallet(
  context: Pick<KycContext, 'db' | 'now' | 'exchangeWallets'>,
  userId: string,
  input: string | undefined,
): Promise<WalletChange> {
  const verdict = checkBep20Address(input ?? '', context.exchangeWallets.has);
  if (!verdict.valid) {
    throw badRequest(KYC_MESSAGES.invalidWallet, [
      { field: WALLET_FIELD, message: KYC_MESSAGES.invalidWallet },
    ]);
  }
  return withWalletConflicts(() =>
    context.db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
      await assignWallet(trx, user, verdict, context.now);
      return { walletAddress: verdict.display, hadWallet: user.wallet_address !== null };
    }),
  );
}

/**
 * Gives the (locked) investor this wallet inside the caller's transaction; refuses one that belongs
 * to another investor. Giving the wallet they already have changes nothing.
 */
export async function assignWallet(
  trx: Kysely<Database>,
  user: UserRow,
  wallet: Bep20Address,
  now: Date,
) {
  if (user.wallet_address === wallet.normalised) return;
  const owner = await findUserIdByWallet(trx, wallet.normalised);
  if (owner !== undefined && owner !== user.id) throw walletTaken();
  await updateUser(trx, user.id, {
    wallet_address: wallet.normalised,
    wallet_address_display: wallet.display,
    updated_at: now,
  });
  await recordAudit(
    trx,
    {
      actor: user.id,
      action: 'wallet.change',
      subject: { type: 'user', id: user.id },
      before: { walletAddress: user.wallet_address_display },
      after: { walletAddress: wallet.display },
    },
    now,
  );
}

/** Two investors claiming one wallet at the same moment: the unique constraint lets one through. */
export async function withWalletConflicts<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'users_wallet_address_key')) throw walletTaken();
    throw error;
  }
}

function walletTaken() {
  return conflict(KYC_MESSAGES.walletTaken, [
    { field: WALLET_FIELD, message: KYC_MESSAGES.walletTaken },
  ]);
}
