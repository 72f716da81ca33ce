// The referral search's trigram indexes begin with the referrer (decision 0150): a search reads
// the trigrams of one referrer's investors only, not everyone's who shares them. btree_gin lets a
// GIN index hold the uuid beside the trigrams. Frozen once landed.
import { sql, type Kysely } from 'kysely';

const COLUMNS = ['fullname', 'email'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // btree_gin ships with PostgreSQL (contrib) and is a trusted extension, as pg_trgm is; PGlite
  // loads it as an extension of its own (see db/database.ts).
  await sql`create extension if not exists btree_gin`.execute(db);
  for (const column of COLUMNS) {
    await db.schema
      .createIndex(`users_referred_by_${column}_trigram_index`)
      .on('users')
      .using('gin')
      .expression(sql`referred_by, ${sql.ref(column)} gin_trgm_ops`)
      .execute();
    // Every search names its referrer, so the index on the text alone answers nothing the new one
    // does not.
    await db.schema.dropIndex(`users_${column}_trigram_index`).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .createIndex(`users_${column}_trigram_index`)
      .on('users')
      .using('gin')
      .expression(sql`${sql.ref(column)} gin_trgm_ops`)
      .execute();
    await db.schema.dropIndex(`users_referred_by_${column}_trigram_index`).execute();
  }
}
