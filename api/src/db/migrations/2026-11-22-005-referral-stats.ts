// What each referred investor has earned their referrer, kept with every referral bonus credit so
// that a referrer's table pages quickly however many investors they brought. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_stats')
    .addColumn('referee_id', 'uuid', (column) => column.primaryKey().references('users.id'))
    .addColumn('referrer_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('total_bonus_tokens', 'numeric(30, 2)', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`total_bonus_tokens >= 0`),
    )
    .addColumn('purchase_count', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`purchase_count >= 0`),
    )
    .addColumn('last_purchase_date', 'timestamptz')
    .execute();
  for (const column of ['total_bonus_tokens', 'purchase_count', 'last_purchase_date']) {
    await db.schema
      .createIndex(`referral_stats_referrer_id_${column}_index`)
      .on('referral_stats')
      .columns(['referrer_id', column])
      .execute();
  }
  // A referrer's referees by sign-up date, the table's default order.
  await db.schema
    .createIndex('users_referred_by_created_at_index')
    .on('users')
    .columns(['referred_by', 'created_at'])
    .execute();
  await db.schema.dropIndex('users_referred_by_index').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('users_referred_by_index')
    .on('users')
    .column('referred_by')
    .execute();
  await db.schema.dropIndex('users_referred_by_created_at_index').execute();
  await db.schema.dropTable('referral_stats').execute();
}
