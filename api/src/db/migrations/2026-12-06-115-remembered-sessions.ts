// Whether a sign-in asked to be remembered (decision 0115): a remembered session's cookies last
// their 30 days, an unremembered one's end with the browser and its refresh tokens sooner. Sessions
// started before this migration were all remembered. Frozen once landed.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('remembered', 'boolean', (column) => column.notNull().defaultTo(true))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('remembered').execute();
}
