// Facts about the seeded sale that the benchmark states rather than assumes.
import { sql, type Kysely } from 'kysely';
import type { Database } from '@rent/api/testing';

/** The running total against the credited orders it must equal. */
export async function checkSupply(db: Kysely<Database>) {
  const { rows } = await sql<{ sold: string; credited: string }>`
    select (select sold_tokens from sale_supply where id = 1)::text as sold,
           (select coalesce(sum(total_tokens), 0) from orders where status = 'credited')::text
             as credited
  `.execute(db);
  const row = rows[0];
  return {
    soldTokens: row?.sold ?? '?',
    creditedTokens: row?.credited ?? '?',
    consistent: row !== undefined && row.sold === row.credited,
  };
}

export async function countOrders(db: Kysely<Database>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
