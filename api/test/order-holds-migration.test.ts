// Orders written before each order stored what it holds get it from the migration: their tokens
// plus the referrer bonus their credit may allocate, held 15 minutes (online) or 6 hours (manual)
// from their creation; bonus orders hold nothing.
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

describe('the order holds migration', () => {
  it('stores what every earlier order holds and until when', async () => {
    database = createDatabase({});
    const { db } = database;
    const before = await migrator(database).migrateTo('2026-11-22-007-sales-per-day');
    expect(before.error).toBeUndefined();
    const [referrer, referee] = await sql<{ id: string }>`
      insert into users (fullname, email, password_hash, referral_code, accepted_terms_at,
                         created_at, updated_at)
      values ('Asha Rao', 'asha@example.com', 'x', 'ASHA0001', now(), now(), now()),
             ('Ravi Kumar', 'ravi@example.com', 'x', 'RAVI0001', now(), now(), now())
      returning id
    `
      .execute(db)
      .then(({ rows }) => rows);
    await sql`update users set referred_by = ${referrer?.id} where id = ${referee?.id}`.execute(db);
    const created = new Date('2025-07-15T10:00:00.000Z');
    await sql`
      insert into orders (purchase_id, user_id, payment_method, status, base_tokens, bonus_tokens,
                          total_tokens, bonus_percent, is_referral, created_at, updated_at,
                          purchase_date, credited_at)
      values ('RENT-ONLINE', ${referrer?.id}, 'paytm', 'pending', 4, 1, 5, 25, false,
              ${created}, ${created}, ${created}, null),
             ('RENT-MANUAL', ${referee?.id}, 'manual', 'pending', 7, 1.75, 8.75, 25, false,
              ${created}, ${created}, ${created}, null),
             ('RENT-BONUS', ${referrer?.id}, 'referral', 'credited', 7, 0, 1.75, 25, true,
              ${created}, ${created}, ${created}, ${created})
    `.execute(db);

    const after = await migrator(database).migrateToLatest();
    expect(after.error).toBeUndefined();
    const rows = await db
      .selectFrom('orders')
      .select(['purchase_id', 'reserved_tokens', 'hold_until'])
      .orderBy('purchase_id')
      .execute();
    expect(rows).toEqual([
      { purchase_id: 'RENT-BONUS', reserved_tokens: '0.00', hold_until: null },
      // 7 RENT, 1.75 of bonus and 1.75 its referrer may earn.
      {
        purchase_id: 'RENT-MANUAL',
        reserved_tokens: '10.50',
        hold_until: new Date('2025-07-15T16:00:00.000Z'),
      },
      {
        purchase_id: 'RENT-ONLINE',
        reserved_tokens: '5.00',
        hold_until: new Date('2025-07-15T10:15:00.000Z'),
      },
    ]);
  }, 60_000);
});
