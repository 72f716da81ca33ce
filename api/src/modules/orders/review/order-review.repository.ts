// Reads for the team's review of orders (admin CLI): orders with their investor.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { OrderStatus, PaymentMethod } from '../orders.table.js';

export interface OrderFilter {
  /** Any status when left out. */
  status?: OrderStatus;
  /** Any payment method when left out. */
  method?: PaymentMethod;
  limit: number;
}

/** Orders in a status and of a payment method (each when given), oldest first, with who placed them. */
export async function listOrdersWithInvestors(db: Kysely<Database>, filter: OrderFilter) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.email as investor_email', 'users.fullname as investor_name'])
    .$if(filter.status !== undefined, (query) =>
      query.where('orders.status', '=', filter.status as OrderStatus),
    )
    .$if(filter.method !== undefined, (query) =>
      query.where('orders.payment_method', '=', filter.method as PaymentMethod),
    )
    .orderBy('orders.purchase_date')
    .orderBy('orders.id')
    .limit(filter.limit)
    .execute();
}
