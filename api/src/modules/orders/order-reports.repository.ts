// Reads behind the investor's order history and the public sales graph.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderRow } from '../../db/tables/orders.js';

/**
 * One page of an investor's orders, newest first; the id breaks ties so that pages never overlap.
 * Served by orders_user_id_purchase_date_index.
 */
export async function ordersOfInvestor(
  db: Kysely<Database>,
  userId: string,
  page: { limit: number; offset: number },
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('purchase_date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOrdersOfInvestor(db: Kysely<Database>, userId: string) {
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export interface DailySales {
  /** A day of India's calendar, `YYYY-MM-DD`. */
  day: string;
  /** total_tokens credited that day, as exact decimal text ('0' for none). */
  tokens: string;
}

/**
 * Tokens credited on each day of India's calendar from `firstDay` to `lastDay` (inclusive, both
 * `YYYY-MM-DD`), days without sales included, oldest first. Only credits from the first day's
 * midnight to the midnight after the last day are read: a range on credited_at that
 * orders_status_credited_at_index serves.
 */
export async function tokensCreditedPerIndianDay(
  db: Kysely<Database>,
  firstDay: string,
  lastDay: string,
): Promise<DailySales[]> {
  const { rows } = await sql<DailySales>`
    with days as (
      select day::date as day
      from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as day
    ),
    sales as (
      select (credited_at at time zone 'Asia/Kolkata')::date as day, sum(total_tokens) as tokens
      from orders
      where status = 'credited'
        and credited_at >= (${firstDay}::date)::timestamp at time zone 'Asia/Kolkata'
        and credited_at < (${lastDay}::date + 1)::timestamp at time zone 'Asia/Kolkata'
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sales.tokens, 0)::text as tokens
    from days left join sales on sales.day = days.day
    order by days.day
  `.execute(db);
  return rows;
}
