// One row per KYC submission. The investor's current status is users.kyc_status; an application's
// own status says how that submission ended (the latest one follows the investor's status).
// `dob` is a calendar day and reaches JavaScript as `YYYY-MM-DD` text.
import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  GivenInstantColumn,
  KycStatus,
  OptionalColumn,
  OptionalInstantColumn,
} from '../../db/columns.js';

export type KycApplicationStatus = Exclude<KycStatus, 'NOT_SUBMITTED'>;

export interface KycApplicationsTable {
  id: Generated<string>;
  user_id: string;
  status: KycApplicationStatus;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  dob: string;
  street1: string;
  street2: OptionalColumn<string>;
  city: string;
  state: string;
  postal_code: string;
  terms_accepted_at: GivenInstantColumn;
  privacy_accepted_at: GivenInstantColumn;
  submitted_at: GivenInstantColumn;
  reviewed_at: OptionalInstantColumn;
  rejection_reason: OptionalColumn<string>;
  /** The session family that submitted it; null once the account's owner confirmed it. */
  family_id: OptionalColumn<string>;
  /** Set while it waits for the owner after a reset through the mailbox (decision 0116). */
  held_at: OptionalInstantColumn;
  /** Set when the owner discarded it: it counts for nothing, its rows stay for the record. */
  withdrawn_at: OptionalInstantColumn;
}

export type KycApplicationRow = Selectable<KycApplicationsTable>;
export type NewKycApplicationRow = Insertable<KycApplicationsTable>;
