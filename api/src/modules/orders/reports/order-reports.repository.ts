// Reads behind the investor's order history and the public sales graph.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { OrderRow } from '../orders.table.js';

/**
 * One page of an investor's orders, newest first; the id breaks ties so that pages never overlap.
 * The page's ids are found first, from orders_user_id_purchase_date_id_index alone (an index-only
 * scan), and only its rows are read and joined: joining before the offset read and joined every
 * order skipped, 5,000 of them on the last page of the busiest investor (58 ms at p95).
 */
export async function ordersOfInvestor(
  db: Kysely<Database>,
  userId: string,
  page: { limit: number; offset: number },
): Promise<InvestorOrderRow[]> {
  const pageIds = db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('purchase_date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return withReferralSource(db)
    .where('orders.id', 'in', pageIds)
    .orderBy('orders.purchase_date', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
}

/**
 * The investor's order with this reference, or undefined: another investor's order is found no
 * more than an unknown one, by the same single query.
 */
export async function orderOfInvestor(
  db: Kysely<Database>,
  userId: string,
  purchaseId: string,
): Promise<InvestorOrderRow | undefined> {
  return withReferralSource(db)
    .where('orders.purchase_id', '=', purchaseId)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
}

/** An order with, for a referral bonus, the purchase it rewards and that buyer's full name. */
export type InvestorOrderRow = OrderRow & {
  source_base_tokens: string | null;
  referee_fullname: string | null;
};

function withReferralSource(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .leftJoin('orders as source', 'source.id', 'orders.source_order_id')
    .leftJoin('users as referee', 'referee.id', 'source.user_id')
    .selectAll('orders')
    .select(['source.base_tokens as source_base_tokens', 'referee.fullname as referee_fullname']);
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
 * `YYYY-MM-DD`), days without sales included, oldest first: one row of sales_per_day per day,
 * however many orders were credited.
 */
export async function tokensCreditedPerIndianDay(
  db: Kysely<Database>,
  firstDay: string,
  lastDay: string,
): Promise<DailySales[]> {
  const { rows } = await sql<DailySales>`
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(sales.tokens, 0)::text as tokens
    from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as days (day)
    left join sales_per_day as sales on sales.day = days.day::date
    order by days.day
  `.execute(db);
  return rows;
}
