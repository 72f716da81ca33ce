// What investors and visitors read about orders: an investor's own history, page by page, one of
// their orders by reference, and the
// tokens sold on each of the last days (the dashboard's chart), days counted in India.
import type { Kysely } from 'kysely';
import { istCalendarDay, normaliseDecimal } from '@rent/sale-rules';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import {
  countOrdersOfInvestor,
  orderOfInvestor,
  ordersOfInvestor,
  tokensCreditedPerIndianDay,
  type InvestorOrderRow,
} from './order-reports.repository.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import { orderView, type OrderView } from '../orders.view.js';

export interface OrderHistory {
  orders: OrderView[];
  /** Every order of the investor, on all pages. */
  count: number;
  page: number;
  limit: number;
}

/** Every order of the investor, whatever its status, newest first. `page` counts from 1. */
export async function orderHistory(
  db: Kysely<Database>,
  userId: string,
  page: number,
  limit: number,
): Promise<OrderHistory> {
  const [rows, count] = await Promise.all([
    ordersOfInvestor(db, userId, { limit, offset: (page - 1) * limit }),
    countOrdersOfInvestor(db, userId),
  ]);
  return { orders: rows.map(investorOrderView), count, page, limit };
}

/**
 * One of the investor's own orders by its reference (typed in any case), as the payment result
 * screen reads it. Someone else's order and an unknown reference get the same 404.
 */
export async function ownOrder(
  db: Kysely<Database>,
  userId: string,
  purchaseId: string,
): Promise<OrderView> {
  const order = await orderOfInvestor(db, userId, purchaseId.trim().toUpperCase());
  if (!order) throw notFound(ORDER_MESSAGES.unknownOrder);
  return investorOrderView(order);
}

function investorOrderView(row: InvestorOrderRow): OrderView {
  const source =
    row.source_base_tokens !== null && row.referee_fullname !== null
      ? { baseTokens: row.source_base_tokens, refereeFullname: row.referee_fullname }
      : null;
  return orderView(row, source);
}

export const GRAPH_RANGES = { '7d': 7, '30d': 30 } as const;
export type GraphRange = keyof typeof GRAPH_RANGES;

export interface SalesGraph {
  range: GraphRange;
  /** Days of India's calendar, `YYYY-MM-DD`, oldest first; the last one is today. */
  labels: string[];
  /** Tokens sold (credited) on each of those days, as exact decimal text. */
  data: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function salesGraph(
  db: Kysely<Database>,
  now: Date,
  range: GraphRange,
): Promise<SalesGraph> {
  const lastDay = istCalendarDay(now);
  const firstDay = new Date(Date.parse(lastDay) - (GRAPH_RANGES[range] - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const days = await tokensCreditedPerIndianDay(db, firstDay, lastDay);
  return {
    range,
    labels: days.map(({ day }) => day),
    data: days.map(({ tokens }) => normaliseDecimal(tokens)),
  };
}
