// The investor's BEP20 receiving wallet: checked against DESIGN.md §4, stored lowercase with its
// checksummed display form, and never shared by two investors. Every change is audited, since the
// wallet decides where tokens go; replacing a registered wallet also takes the current password,
// and adding or replacing one is told to the investor by mail.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  findUserById,
  findUserIdByWallet,
  updateUser,
  USER_MESSAGES,
  type UserRow,
} from '../users/index.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { recordOwnChange } from '../audit/index.js';
import { applyWalletToPlan } from '../distribution/index.js';
import { AUTH_MESSAGES, type PasswordChecks } from '../auth/index.js';
import {
  enqueueMail,
  forgotPasswordLink,
  walletAddedMail,
  walletChangedMail,
} from '../mail/index.js';
import { checkBep20Address, type Bep20Address } from './bep20-address.js';
import { lockUser } from './kyc.repository.js';
import { KYC_MESSAGES } from './kyc.messages.js';
import type { RequestContext } from '../../plugins/context.js';
import type { ExchangeWallets } from './exchange-wallets.js';

const WALLET_FIELD = 'walletAddress';
const PASSWORD_FIELD = 'currentPassword';

export interface WalletChange {
  /** The display form now on the account. */
  walletAddress: string;
  /** Whether the account had a wallet before (the change was an update, not an addition). */
  hadWallet: boolean;
}

export interface WalletChangeInput {
  walletAddress?: string;
  /** Required to replace a registered wallet; adding the first one does not ask for it. */
  currentPassword?: string;
}

/** What a wallet change uses of the request context. */
type WalletChangeContext = Pick<RequestContext, 'db' | 'now' | 'publicUrl' | 'clientIp'> & {
  exchangeWallets: ExchangeWallets;
  passwordChecks: PasswordChecks;
  /** The session family making the change, recorded with the wallet (decision 0116). */
  familyId?: string;
};

/**
 * Adds the receiving wallet, or replaces it once the current password is confirmed; a replacement
 * is audited and mailed to the investor with both addresses masked.
 */
export async function changeWallet(
  context: WalletChangeContext,
  userId: string,
  input: WalletChangeInput,
): Promise<WalletChange> {
  const verdict = checkBep20Address(input.walletAddress ?? '', context.exchangeWallets.has);
  if (!verdict.valid) {
    throw badRequest(KYC_MESSAGES.invalidWallet, [
      { field: WALLET_FIELD, message: KYC_MESSAGES.invalidWallet },
    ]);
  }
  const account = await findUserById(context.db, userId);
  if (!account) throw unauthorized(AUTH_MESSAGES.signInRequired);
  const confirmed =
    replacesWallet(account, verdict) && (await confirmPassword(context, account, input));
  return withWalletConflicts(() =>
    context.db.transaction().execute(async (trx) => {
      const user = await lockUser(trx, userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.signInRequired);
      // A wallet registered since the password was (or was not) asked for is still protected.
      if (replacesWallet(user, verdict) && !confirmed) throw passwordRequired();
      await assignWallet(trx, user, verdict, context.now, context.familyId);
      const link = forgotPasswordLink(context.publicUrl);
      if (replacesWallet(user, verdict) && user.wallet_address_display) {
        const wallet = { before: user.wallet_address_display, after: verdict.display };
        await enqueueMail(trx, walletChangedMail(user, wallet, link), context.now);
      } else if (user.wallet_address === null) {
        await enqueueMail(trx, walletAddedMail(user, verdict.display, link), context.now);
      }
      return { walletAddress: verdict.display, hadWallet: user.wallet_address !== null };
    }),
  );
}

/** Whether giving `wallet` to the investor takes the place of another registered wallet. */
export function replacesWallet(user: UserRow, wallet: Bep20Address): boolean {
  return user.wallet_address !== null && user.wallet_address !== wallet.normalised;
}

async function confirmPassword(
  context: WalletChangeContext,
  account: UserRow,
  input: WalletChangeInput,
): Promise<true> {
  if (!input.currentPassword) throw passwordRequired();
  await context.passwordChecks.confirm({
    userId: account.id,
    clientIp: context.clientIp,
    passwordHash: account.password_hash,
    password: input.currentPassword,
    field: PASSWORD_FIELD,
    wrongMessage: USER_MESSAGES.wrongCurrentPassword,
  });
  return true;
}

function passwordRequired() {
  return badRequest(KYC_MESSAGES.currentPasswordForWallet, [
    { field: PASSWORD_FIELD, message: KYC_MESSAGES.currentPasswordForWallet },
  ]);
}

/**
 * Gives the (locked) investor this wallet inside the caller's transaction; refuses one that belongs
 * to another investor. Giving the wallet they already have changes nothing. The session family
 * that gives it is recorded, so a reset through the mailbox can put it on hold (decision 0116); a
 * new wallet takes the place of one on hold.
 */
export async function assignWallet(
  trx: Kysely<Database>,
  user: UserRow,
  wallet: Bep20Address,
  now: Date,
  familyId: string | null = null,
) {
  if (user.wallet_address === wallet.normalised) return;
  const owner = await findUserIdByWallet(trx, wallet.normalised);
  if (owner !== undefined && owner !== user.id) throw walletTaken();
  await applyWalletToPlan(trx, user, wallet.display, WALLET_FIELD);
  await updateUser(trx, user.id, {
    wallet_address: wallet.normalised,
    wallet_address_display: wallet.display,
    wallet_family_id: familyId,
    wallet_held_at: null,
    updated_at: now,
  });
  await recordOwnChange(
    trx,
    user.id,
    {
      action: 'wallet.change',
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
