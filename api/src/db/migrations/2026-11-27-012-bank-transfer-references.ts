// Bank-transfer references (decision 0088): each manual order carries a short code the investor
// types into the transfer's remarks, and each investor holds at most one code shown before the
// transfer and not yet taken by an order. Manual orders placed before this migration keep none.
// Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('bank_reference', 'text').execute();
  await db.schema
    .createIndex('orders_bank_reference_index')
    .on('orders')
    .column('bank_reference')
    .unique()
    .execute();
  await db.schema
    .alterTable('orders')
    .addCheckConstraint(
      'orders_bank_reference_check',
      sql`bank_reference is null or payment_method = 'manual'`,
    )
    .execute();

  await db.schema
    .createTable('bank_transfer_references')
    .addColumn('user_id', 'uuid', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_transfer_references').execute();
  await db.schema.alterTable('orders').dropConstraint('orders_bank_reference_check').execute();
  await db.schema.dropIndex('orders_bank_reference_index').execute();
  await db.schema.alterTable('orders').dropColumn('bank_reference').execute();
}
