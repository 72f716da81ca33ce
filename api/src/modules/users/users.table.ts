// Investors' accounts. E-mail addresses are stored trimmed and lowercased (a check constraint holds
// every writer to it); `dob` is a calendar day and reaches JavaScript as `YYYY-MM-DD` text.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  DefaultedColumn,
  GivenInstantColumn,
  InstantColumn,
  KycStatus,
  OptionalColumn,
  OptionalInstantColumn,
} from '../../db/columns.js';

export interface UsersTable {
  id: Generated<string>;
  fullname: string;
  email: string;
  password_hash: string;
  email_verified_at: OptionalInstantColumn;
  phone: OptionalColumn<string>;
  dob: OptionalColumn<string>;
  referral_code: string;
  referred_by: OptionalColumn<string>;
  accepted_terms_at: GivenInstantColumn;
  kyc_status: DefaultedColumn<KycStatus>;
  failed_signins: DefaultedColumn<number>;
  signin_locked_until: OptionalInstantColumn;
  /** The BEP20 receiving wallet, lowercase; unique among investors. */
  wallet_address: OptionalColumn<string>;
  /** The same address in its EIP-55 checksummed form, as shown to people. */
  wallet_address_display: OptionalColumn<string>;
  /** The session family that put the wallet on the account; null once its owner confirmed it. */
  wallet_family_id: OptionalColumn<string>;
  /** Set while the wallet waits for its owner after a reset through the mailbox (decision 0116). */
  wallet_held_at: OptionalInstantColumn;
  created_at: InstantColumn;
  updated_at: InstantColumn;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
