// Payments on orders: what online payments, manual transfers and the team's review need, and the
// running total of allocated tokens that guards the hard cap. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('INR'))
    // Why an order failed, was rejected or is due a refund; shown to the investor.
    .addColumn('status_reason', 'text')
    // Online payments: when the status API was last asked, and how often.
    .addColumn('payment_checked_at', 'timestamptz')
    .addColumn('payment_checks', 'integer', (column) => column.notNull().defaultTo(0))
    // Manual transfers: the proof, kept like identity documents (private, random key).
    .addColumn('proof_storage_key', 'text')
    .addColumn('proof_name', 'text')
    .addColumn('proof_media_type', 'text')
    .addColumn('proof_size_bytes', 'integer')
    .addColumn('proof_sha256', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewed_by', 'text')
    // A referral bonus points at the purchase it rewards; at most one bonus per purchase.
    .addColumn('source_order_id', 'uuid', (column) => column.references('orders.id').unique())
    .execute();

  await db.schema
    .alterTable('orders')
    .addCheckConstraint('orders_currency_check', sql`currency = 'INR'`)
    .execute();
  await db.schema
    .alterTable('orders')
    .addCheckConstraint(
      'orders_credited_at_check',
      sql`(status = 'credited') = (credited_at is not null)`,
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addCheckConstraint(
      'orders_total_tokens_check',
      sql`is_referral or total_tokens = base_tokens + bonus_tokens`,
    )
    .execute();

  // The worker's queue: pending online payments, least recently checked first.
  await db.schema
    .createIndex('orders_pending_payments_index')
    .on('orders')
    .columns(['payment_checked_at', 'created_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  // One row: every token allocated by a credited order. Updated in the same transaction as each
  // credit, under a row lock that serialises credits and reservations against the hard cap.
  await db.schema
    .createTable('sale_supply')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('sold_tokens', 'numeric(30, 2)', (column) =>
      column.notNull().check(sql`sold_tokens >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    insert into sale_supply (id, sold_tokens)
    select 1, coalesce(sum(total_tokens), 0) from orders where status = 'credited'
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sale_supply').execute();
  await db.schema.dropIndex('orders_pending_payments_index').execute();
  for (const constraint of [
    'orders_total_tokens_check',
    'orders_credited_at_check',
    'orders_currency_check',
  ]) {
    await db.schema.alterTable('orders').dropConstraint(constraint).execute();
  }
  await db.schema
    .alterTable('orders')
    .dropColumn('source_order_id')
    .dropColumn('reviewed_by')
    .dropColumn('reviewed_at')
    .dropColumn('proof_sha256')
    .dropColumn('proof_size_bytes')
    .dropColumn('proof_media_type')
    .dropColumn('proof_name')
    .dropColumn('proof_storage_key')
    .dropColumn('payment_checks')
    .dropColumn('payment_checked_at')
    .dropColumn('status_reason')
    .dropColumn('currency')
    .execute();
}
