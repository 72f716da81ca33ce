// What the team watches of the sale, in one aggregate over the orders: how many there are of each
// status and payment method, and since when the oldest of each has been in its status.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { OrderStatus, PaymentMethod } from '../orders.table.js';

export interface OrderGroup {
  status: OrderStatus;
  method: PaymentMethod;
  orders: number;
  /** When the oldest order of the group was created. */
  oldestCreatedAt: Date;
}

export async function orderGroups(db: Kysely<Database>): Promise<OrderGroup[]> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'status',
      'payment_method',
      eb.fn.countAll<string>().as('orders'),
      eb.fn.min('created_at').as('oldest_created_at'),
    ])
    .groupBy(['status', 'payment_method'])
    .execute();
  return rows.map((row) => ({
    status: row.status,
    method: row.payment_method,
    orders: Number(row.orders),
    oldestCreatedAt: new Date(row.oldest_created_at),
  }));
}
