// An investor may pay an unpaid online order again (decision 0109): each attempt has a fresh Paytm
// order id, as Paytm requires. The order keeps its current attempt's id in paytm_order_id; the ids
// of earlier attempts stay here, so that a late callback or status check of any of them still
// finds the order, and a payment made on any of them is credited. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('online_payment_attempts')
    .addColumn('paytm_order_id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'uuid', (column) => column.notNull().references('orders.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('online_payment_attempts_order_id_index')
    .on('online_payment_attempts')
    .column('order_id')
    .execute();
  // When the current attempt started: an order paid again gets a new payment window.
  await db.schema.alterTable('orders').addColumn('attempt_started_at', 'timestamptz').execute();
  await sql`update orders set attempt_started_at = created_at where payment_method = 'paytm'`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('attempt_started_at').execute();
  await db.schema.dropTable('online_payment_attempts').execute();
}
