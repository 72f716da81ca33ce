// Frozen once landed: later changes to orders go in a new migration.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purchase_id', 'text', (column) => column.notNull().unique())
    // The users table arrives with accounts; its foreign key is added there.
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('paytm_order_id', 'text', (column) => column.unique())
    .addColumn('txn_id', 'text')
    .addColumn('purchase_date', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('amount_paid_paise', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('base_tokens', 'numeric(20, 0)', (column) => column.notNull().defaultTo(0))
    .addColumn('bonus_tokens', 'numeric(30, 2)', (column) => column.notNull().defaultTo(0))
    .addColumn('total_tokens', 'numeric(30, 2)', (column) => column.notNull().defaultTo(0))
    .addColumn('bonus_percent', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('phase_name', 'text')
    .addColumn('payment_method', 'text', (column) => column.notNull())
    .addColumn('is_referral', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('credited_at', 'timestamptz')
    .addCheckConstraint(
      'orders_payment_method_check',
      sql`payment_method in ('paytm', 'manual', 'referral')`,
    )
    .addCheckConstraint(
      'orders_status_check',
      sql`status in ('pending', 'credited', 'failed', 'rejected', 'refund_due')`,
    )
    .addCheckConstraint(
      'orders_amounts_not_negative_check',
      sql`amount_paid_paise >= 0 and base_tokens >= 0 and bonus_tokens >= 0 and total_tokens >= 0`,
    )
    .addCheckConstraint('orders_bonus_percent_check', sql`bonus_percent between 0 and 100`)
    .execute();

  await db.schema
    .createIndex('orders_user_id_purchase_date_index')
    .on('orders')
    .columns(['user_id', 'purchase_date desc'])
    .execute();

  await db.schema
    .createIndex('orders_status_credited_at_index')
    .on('orders')
    .columns(['status', 'credited_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('orders').execute();
}
