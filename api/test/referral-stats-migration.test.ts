// Investors referred before referral_stats existed appear in their referrer's table once the
// migration has run: a row each, nothing earned yet.
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';

let database: DatabaseHandle | undefined;

afterEach(async () => {
  await database?.close();
  database = undefined;
});

function migrator(handle: DatabaseHandle): Migrator {
  return new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
}

describe('the referral_stats migration', () => {
  it('gives every investor referred earlier a row, and none to anyone else', async () => {
    database = createDatabase({});
    const { db } = database;
    const before = await migrator(database).migrateTo('2026-11-22-004-order-payments');
    expect(before.error).toBeUndefined();
    const signedUp = new Date('2025-09-01T10:00:00.000Z');
    const [referrer, referee] = await sql<{ id: string }>`
      insert into users (fullname, email, password_hash, referral_code, referred_by,
                         accepted_terms_at, created_at, updated_at)
      values ('Asha Rao', 'asha@example.com', 'x', 'ASHA0001', null, now(), now(), now()),
             ('Ravi Kumar', 'ravi@example.com', 'x', 'RAVI0001', null, now(), ${signedUp}, now())
      returning id
    `
      .execute(db)
      .then(({ rows }) => rows);
    await sql`update users set referred_by = ${referrer?.id} where id = ${referee?.id}`.execute(db);

    const after = await migrator(database).migrateTo('2026-11-22-005-referral-stats');
    expect(after.error).toBeUndefined();
    expect(await db.selectFrom('referral_stats').selectAll().execute()).toEqual([
      {
        referee_id: referee?.id,
        referrer_id: referrer?.id,
        referee_created_at: signedUp,
        total_bonus_tokens: '0.00',
        purchase_count: 0,
        last_purchase_date: null,
      },
    ]);
  });
});

describe('the migration that lists referees once verified', () => {
  it('drops the rows of referees who never verified and keeps the others', async () => {
    database = createDatabase({});
    const { db } = database;
    expect((await migrator(database).migrateTo('2026-11-27-013-order-refunds')).error).toBe(
      undefined,
    );
    const { rows } = await sql<{ id: string }>`
      insert into users (fullname, email, password_hash, referral_code, email_verified_at,
                         accepted_terms_at, created_at, updated_at)
      values ('Asha Rao', 'asha@example.com', 'x', 'ASHA0001', now(), now(), now(), now()),
             ('Ravi Kumar', 'ravi@example.com', 'x', 'RAVI0001', now(), now(), now(), now()),
             ('Bait Name', 'bait@example.com', 'x', 'BAIT0001', null, now(), now(), now())
      returning id
    `.execute(db);
    const [referrer, verified, unverified] = rows.map((row) => row.id);
    for (const referee of [verified, unverified]) {
      await sql`update users set referred_by = ${referrer} where id = ${referee}`.execute(db);
      await sql`insert into referral_stats (referee_id, referrer_id, referee_created_at)
                values (${referee}, ${referrer}, now())`.execute(db);
    }

    expect((await migrator(database).migrateToLatest()).error).toBeUndefined();
    const kept = await db.selectFrom('referral_stats').select('referee_id').execute();
    expect(kept).toEqual([{ referee_id: verified }]);
  });
});

describe('the migration that puts the referrer first in the search indexes', () => {
  const searchIndexes = async (handle: DatabaseHandle) => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes
      where tablename = 'users' and indexname like '%trigram%' order by indexname
    `.execute(handle.db);
    return rows.map((row) => row.indexname);
  };

  it('replaces the trigram indexes on names and e-mails, and gives them back when undone', async () => {
    database = createDatabase({});
    const earlier = await migrator(database).migrateTo('2026-12-06-116-recovery-holds');
    expect(earlier.error).toBeUndefined();
    const before = await searchIndexes(database);
    expect(before).toEqual(['users_email_trigram_index', 'users_fullname_trigram_index']);

    const after = await migrator(database).migrateTo('2026-12-06-150-referee-search-by-referrer');
    expect(after.error).toBeUndefined();
    expect(await searchIndexes(database)).toEqual([
      'users_referred_by_email_trigram_index',
      'users_referred_by_fullname_trigram_index',
    ]);

    expect((await migrator(database).migrateDown()).error).toBeUndefined();
    expect(await searchIndexes(database)).toEqual(before);
  });
});
