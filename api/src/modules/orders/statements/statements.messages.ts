// What the receipt and statement routes say, in the tone of the other order messages.
import type { OrderStatus } from '../orders.table.js';

export const STATEMENT_MESSAGES = {
  notCredited: {
    pending: 'This order is not credited yet. Its receipt can be downloaded once it is.',
    failed: 'This order was not credited, so it has no receipt.',
    rejected: 'This order was not credited, so it has no receipt.',
    refund_due: 'This order was not credited, so it has no receipt. The amount will be refunded.',
    refunded: 'This order was not credited, so it has no receipt. The amount was refunded.',
  } satisfies Record<Exclude<OrderStatus, 'credited'>, string>,
} as const;
