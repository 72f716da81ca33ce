// Refunds (decision 0089): an order due a refund is closed as `refunded` by the team, with the
// bank's or Paytm's refund reference, who made the refund and when. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropConstraint('orders_status_check').execute();
  await db.schema
    .alterTable('orders')
    .addCheckConstraint(
      'orders_status_check',
      sql`status in ('pending', 'credited', 'failed', 'rejected', 'refund_due', 'refunded')`,
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('refund_reference', 'text')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('refunded_by', 'text')
    .execute();
  await db.schema
    .alterTable('orders')
    .addCheckConstraint(
      'orders_refund_check',
      sql`(status = 'refunded') = (refund_reference is not null)
          and (refund_reference is null) = (refunded_at is null)
          and (refund_reference is null) = (refunded_by is null)`,
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropConstraint('orders_refund_check').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('refund_reference')
    .dropColumn('refunded_at')
    .dropColumn('refunded_by')
    .execute();
  // Refunded orders were due a refund before; they go back to that state.
  await db
    .updateTable('orders')
    .set({ status: 'refund_due' })
    .where('status', '=', 'refunded')
    .execute();
  await db.schema.alterTable('orders').dropConstraint('orders_status_check').execute();
  await db.schema
    .alterTable('orders')
    .addCheckConstraint(
      'orders_status_check',
      sql`status in ('pending', 'credited', 'failed', 'rejected', 'refund_due')`,
    )
    .execute();
}
