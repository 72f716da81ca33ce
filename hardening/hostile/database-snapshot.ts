// "No row written", made checkable: the number of rows of every table of the database (found in
// the catalogue, so a table added later is counted too), how many orders are credited, the tokens
// sold, and a digest of what makes an account someone's (e-mail, password, e-mail verification,
// KYC status, wallet). A suite takes one before its hostile requests and one after, with
// everything the harness itself needs (sign-ins and their sessions, sign-ups, orders to attack)
// done before the first, so that no table needs excluding. Left out of the digest on purpose: the
// failed sign-in counter and lock (a refused guess must count) and profile fields (below).
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@rent/api/testing';
import type { HardeningStack } from '../support/stack.js';

export interface DatabaseSnapshot {
  rows: Record<string, number>;
  creditedOrders: number;
  soldTokens: string;
  accountsDigest: string;
}

export async function snapshotOf(db: Kysely<Database>): Promise<DatabaseSnapshot> {
  const tables = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() order by tablename
  `.execute(db);
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const counted = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(name)}
    `.execute(db);
    rows[name] = counted.rows[0]?.count ?? 0;
  }
  const credited = await db
    .selectFrom('orders')
    .where('status', '=', 'credited')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const supply = await db.selectFrom('sale_supply').select('sold_tokens').executeTakeFirst();
  return {
    rows,
    creditedOrders: Number(credited.count),
    soldTokens: String(supply?.sold_tokens ?? '0'),
    accountsDigest: await accountsDigest(db),
  };
}

// Profile fields (name, phone, date of birth) are left out: a hostile but well-formed name is a
// name, and changing one's own profile is not a row written.
async function accountsDigest(db: Kysely<Database>): Promise<string> {
  const users = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'password_hash',
      'email_verified_at',
      'kyc_status',
      'wallet_address',
      'referred_by',
    ])
    .orderBy('id')
    .execute();
  return createHash('sha256').update(JSON.stringify(users)).digest('hex');
}

/** The snapshot of a running stack (on PGlite this stops api for a moment: take few). */
export function snapshotStack(stack: HardeningStack): Promise<DatabaseSnapshot> {
  return stack.inspect(snapshotOf);
}
