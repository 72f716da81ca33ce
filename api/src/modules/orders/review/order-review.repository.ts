// Reads for the team's review of orders (admin CLI): orders with their investor.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { OrderStatus, PaymentMethod } from '../orders.table.js';

export interface OrderFilter {
  status: OrderStatus;
  method: PaymentMethod;
  limit: number;
}

/** Orders in one status and of one payment method, oldest first, with who placed them. */
export async function listOrdersWithInvestors(db: Kysely<Database>, filter: OrderFilter) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.email as investor_email', 'users.fullname as investor_name'])
    .where('orders.status', '=', filter.status)
    .where('orders.payment_method', '=', filter.method)
    .orderBy('orders.purchase_date')
    .orderBy('orders.id')
    .limit(filter.limit)
    .execute();
}
