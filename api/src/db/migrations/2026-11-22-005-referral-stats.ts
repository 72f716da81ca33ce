// One row for every referred investor, made at sign-up and kept with every referral bonus credit:
// what they have earned their referrer, and when they signed up. A referrer's table sorts, filters,
// counts and pages on this table's indexes alone (the investors' names and e-mails are read for
// the page's rows only), so 100,000 referees page like 10. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('referral_stats')
    .addColumn('referee_id', 'uuid', (column) => column.primaryKey().references('users.id'))
    .addColumn('referrer_id', 'uuid', (column) => column.notNull().references('users.id'))
    // The referee's users.created_at, which never changes: copied so that the date filter and the
    // default order need no join.
    .addColumn('referee_created_at', 'timestamptz', (column) => column.notNull())
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
  // Each sortable column, with the referee id breaking ties, read forwards for ascending and
  // backwards for descending. "Never bought" sorts as the earliest last purchase: nulls first.
  for (const [name, key] of [
    ['referee_created_at', sql`referee_created_at`],
    ['total_bonus_tokens', sql`total_bonus_tokens`],
    ['purchase_count', sql`purchase_count`],
    ['last_purchase_date', sql`last_purchase_date nulls first`],
  ] as const) {
    await db.schema
      .createIndex(`referral_stats_referrer_id_${name}_index`)
      .on('referral_stats')
      .expression(sql`referrer_id, ${key}, referee_id`)
      .execute();
  }
  // Investors referred before this table existed.
  await sql`
    insert into referral_stats (referee_id, referrer_id, referee_created_at)
    select id, referred_by, created_at from users where referred_by is not null
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('referral_stats').execute();
}
