// The earlier payment attempts of online orders (decision 0109), written only by online orders.
import type { ColumnType } from 'kysely';

/** A Paytm order id an order was once paid under, before the investor paid it again. */
export interface OnlinePaymentAttemptsTable {
  paytm_order_id: string;
  order_id: string;
  created_at: ColumnType<Date, Date | string, never>;
}
