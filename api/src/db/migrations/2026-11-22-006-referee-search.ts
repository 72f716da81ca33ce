// A referrer's investors by name, and the search over names and e-mails, from indexes: a b-tree
// for the case-insensitive name order (id breaking ties) and trigram indexes for "contains" (an
// ILIKE '%…%' that would otherwise read every referee). Frozen once landed.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('users_referred_by_name_index')
    .on('users')
    .expression(sql`referred_by, lower(fullname), id`)
    .execute();
  // The name index starts with referred_by and serves every lookup the old one did.
  await db.schema.dropIndex('users_referred_by_index').execute();
  // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database's owner may
  // create it. PGlite loads it as an extension of its own (see db/database.ts).
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of ['fullname', 'email']) {
    await db.schema
      .createIndex(`users_${column}_trigram_index`)
      .on('users')
      .using('gin')
      .expression(sql`${sql.ref(column)} gin_trgm_ops`)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_email_trigram_index').execute();
  await db.schema.dropIndex('users_fullname_trigram_index').execute();
  await db.schema
    .createIndex('users_referred_by_index')
    .on('users')
    .column('referred_by')
    .execute();
  await db.schema.dropIndex('users_referred_by_name_index').execute();
}
