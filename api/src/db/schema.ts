// The whole database as Kysely sees it, assembled from one file per table.
import type { OrdersTable } from './tables/orders.js';

export interface Database {
  orders: OrdersTable;
}
