// Reads and writes of the orders table. Functions take the database or a transaction, so a
// service can run several of them atomically.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewOrderRow, OrderRow } from '../../db/tables/orders.js';

export async function insertOrder(db: Kysely<Database>, order: NewOrderRow): Promise<OrderRow> {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

/** Sum of total_tokens over credited orders, as the database's exact decimal text. */
export async function sumCreditedTokens(db: Kysely<Database>): Promise<string> {
  const { total } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total_tokens'), sql<string>`0`).as('total'))
    .where('status', '=', 'credited')
    .executeTakeFirstOrThrow();
  return total;
}

/** One investor's balance: total_tokens of their credited orders, as exact decimal text. */
export async function sumCreditedTokensOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<string> {
  const { total } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total_tokens'), sql<string>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('status', '=', 'credited')
    .executeTakeFirstOrThrow();
  return total;
}
