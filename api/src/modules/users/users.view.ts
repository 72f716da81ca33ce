import { normaliseDecimal } from '@rent/sale-rules';
import type { UserRow } from './users.table.js';
import type { PublicUser } from './users.schemas.js';

/** The investor as clients see them; never the hash, lock or who referred them, only whether someone did. */
export function toPublicUser(
  user: Omit<UserRow, 'password_hash'>,
  creditedTokens: string,
): PublicUser {
  return {
    _id: user.id,
    fullname: user.fullname,
    email: user.email,
    phone: user.phone,
    dob: user.dob,
    emailVerified: user.email_verified_at !== null,
    referralCode: user.referral_code,
    tokenBalance: normaliseDecimal(creditedTokens),
    kycStatus: user.kyc_status,
    walletAddress: user.wallet_address_display,
    createdAt: user.created_at.toISOString(),
    referred: user.referred_by !== null,
  };
}
