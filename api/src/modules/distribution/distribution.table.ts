// The distribution's tables (decisions 0104 to 0106): the frozen plan, its lines (one per holder)
// and the transfers written down before broadcast.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  GivenInstantColumn,
  KycStatus,
  OptionalColumn,
  OptionalInstantColumn,
} from '../../db/columns.js';

/** numeric(78, 0) or numeric, read back as exact decimal text. */
type NumericColumn = ColumnType<string, string | bigint, string | bigint>;
type OptionalNumericColumn = ColumnType<
  string | null,
  string | bigint | null | undefined,
  string | bigint | null
>;

export interface DistributionPlansTable {
  id: number;
  frozen_at: GivenInstantColumn;
  frozen_by: string;
  checksum: string;
  holders: number;
  held: number;
  total_tokens: NumericColumn;
  during_sale: boolean;
  chain_id: number;
  token_address: string;
  token_decimals: number;
  from_block: NumericColumn;
  reconciled_to_block: OptionalNumericColumn;
  sender_lease_owner: OptionalColumn<string>;
  sender_lease_until: OptionalInstantColumn;
}

export const LINE_STATUSES = ['held', 'scheduled', 'sent', 'confirmed', 'mismatched'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];
export const HELD_REASONS = ['KYC_NOT_VERIFIED', 'NO_WALLET', 'WALLET_ON_HOLD'] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

export interface DistributionLinesTable {
  id: Generated<string>;
  user_id: string;
  wallet: OptionalColumn<string>;
  kyc_status: KycStatus;
  base_tokens: NumericColumn;
  bonus_tokens: NumericColumn;
  referral_tokens: NumericColumn;
  total_tokens: NumericColumn;
  units: NumericColumn;
  status: LineStatus;
  held_reason: OptionalColumn<HeldReason>;
  transfer_id: OptionalColumn<string>;
  tx_hash: OptionalColumn<string>;
  block_number: OptionalNumericColumn;
  paid_units: OptionalNumericColumn;
  sent_at: OptionalInstantColumn;
  confirmed_at: OptionalInstantColumn;
}

export type TransferStatus = 'signed' | 'confirmed' | 'failed' | 'dropped';

export interface DistributionTransfersTable {
  id: Generated<string>;
  kind: 'single' | 'batch' | 'approve';
  from_address: string;
  nonce: ColumnType<string, string | bigint | number, string | bigint | number>;
  tx_hash: string;
  raw_tx: string;
  status: TransferStatus;
  block_number: OptionalNumericColumn;
  gas_used: OptionalNumericColumn;
  created_at: GivenInstantColumn;
  confirmed_at: OptionalInstantColumn;
}

export type DistributionPlanRow = Selectable<DistributionPlansTable>;
export type DistributionLineRow = Selectable<DistributionLinesTable>;
export type DistributionTransferRow = Selectable<DistributionTransfersTable>;
