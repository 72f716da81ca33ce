// What each order holds of the supply, stored when the order is created (decision 0014): its
// tokens plus the referrer bonus its credit may allocate, and until when a pending order holds them
// (an online payment for Paytm's 15 minutes, a manual transfer while it waits for review). The
// reservation sum reads these columns instead of recomputing the bonus rule in SQL. Existing rows
// are backfilled with the rules of the day they were written under and a manual hold of 6 hours.
// Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('reserved_tokens', 'numeric(30, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`reserved_tokens >= 0`),
    )
    .addColumn('hold_until', 'timestamptz')
    .execute();
  await sql`
    update orders o
    set reserved_tokens = o.total_tokens + case
          when u.referred_by is null then 0
          else floor(o.base_tokens) * o.bonus_percent / 100 end,
        hold_until = o.created_at + case o.payment_method
          when 'manual' then interval '6 hours'
          else interval '15 minutes' end
    from users u
    where u.id = o.user_id and o.payment_method <> 'referral' and not o.is_referral
  `.execute(db);
  // The reservation sum and one investor's pending orders, read under the supply lock.
  await db.schema
    .createIndex('orders_pending_holds_index')
    .on('orders')
    .columns(['user_id', 'hold_until'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_pending_holds_index').execute();
  await db.schema
    .alterTable('orders')
    .dropColumn('hold_until')
    .dropColumn('reserved_tokens')
    .execute();
}
