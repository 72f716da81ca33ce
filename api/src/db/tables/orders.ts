// The orders table (SPEC.md §3 Order). Token amounts are PostgreSQL numeric and INR amounts are
// paise in bigint; both come back from the driver as exact decimal strings.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export const PAYMENT_METHODS = ['paytm', 'manual', 'referral'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUSES = ['pending', 'credited', 'failed', 'rejected', 'refund_due'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

type DecimalColumn = ColumnType<string, string | bigint | undefined, string | bigint>;
type InstantColumn = ColumnType<Date, Date | string | undefined, Date | string>;

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
  proof_storage_key: string | null;
  proof_name: string | null;
  proof_media_type: string | null;
  proof_size_bytes: number | null;
  proof_sha256: string | null;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reviewed_by: string | null;
  source_order_id: string | null;
}

/** What one referred investor has earned their referrer: a row from sign-up, one per referee. */
export interface ReferralStatsTable {
  referee_id: string;
  referrer_id: string;
  referee_created_at: ColumnType<Date, Date | string, never>;
  total_bonus_tokens: DecimalColumn;
  purchase_count: ColumnType<number, number | undefined, number>;
  last_purchase_date: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}

/** The running total of allocated tokens (one row, id 1). */
/** Tokens credited on each day of India's calendar (kept with the running total). */
export interface SalesPerDayTable {
  /** YYYY-MM-DD. */
  day: string;
  tokens: DecimalColumn;
}

export interface SaleSupplyTable {
  id: number;
  sold_tokens: DecimalColumn;
  updated_at: InstantColumn;
}

export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type OrderRowUpdate = Updateable<OrdersTable>;
