// A referrer's table sorted by name (case-insensitive, id breaking ties) pages from an index
// instead of sorting every referee. Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('users_referred_by_name_index')
    .on('users')
    .expression(sql`referred_by, lower(fullname), id`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_referred_by_name_index').execute();
}
