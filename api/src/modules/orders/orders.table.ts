// The orders table (SPEC.md §3 Order). Token amounts are PostgreSQL numeric and INR amounts are
// paise in bigint; both come back from the driver as exact decimal strings.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DecimalColumn, InstantColumn } from '../../db/columns.js';

export const PAYMENT_METHODS = ['paytm', 'manual', 'referral'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = [
  'pending',
  'credited',
  'failed',
  'rejected',
  'refund_due',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrdersTable {
  id: Generated<string>;
  purchase_id: string;
  user_id: string;
  paytm_order_id: string | null;
  txn_id: string | null;
  purchase_date: InstantColumn;
  amount_paid_paise: DecimalColumn;
  base_tokens: DecimalColumn;
  bonus_tokens: DecimalColumn;
  total_tokens: DecimalColumn;
  bonus_percent: ColumnType<number, number | undefined, number>;
  phase_name: string | null;
  payment_method: PaymentMethod;
  is_referral: ColumnType<boolean, boolean | undefined, boolean>;
  status: OrderStatus;
  created_at: InstantColumn;
  updated_at: InstantColumn;
  credited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  currency: ColumnType<'INR', 'INR' | undefined, 'INR'>;
  status_reason: string | null;
  payment_checked_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  payment_checks: ColumnType<number, number | undefined, number>;
  /** Until when a payment worker holds the order while it asks Paytm about it (decision 0082). */
  payment_check_claimed_until: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  proof_storage_key: string | null;
  proof_name: string | null;
  proof_media_type: string | null;
  proof_size_bytes: number | null;
  proof_sha256: string | null;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reviewed_by: string | null;
  source_order_id: string | null;
  /** Tokens the order holds while pending: its total plus the referrer bonus it may allocate. */
  reserved_tokens: DecimalColumn;
  /** Until when a pending order holds `reserved_tokens` of the supply; null: it holds none. */
  hold_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the current payment attempt of an online order started (decision 0109). */
  attempt_started_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** A manual transfer's reference (decision 0088), quoted in the transfer's remarks. */
  bank_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** The bank's or Paytm's reference of the refund of a `refunded` order (decision 0089). */
  refund_reference: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Who made the refund, as the team names them (`--by`). */
  refunded_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type OrderRowUpdate = Updateable<OrdersTable>;
