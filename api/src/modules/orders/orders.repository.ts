// Reads and writes of the orders table and the sale's running total. Functions take the database or
// a transaction, so a service can run several of them atomically.
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewOrderRow, OrderRow, OrderRowUpdate } from '../../db/tables/orders.js';

export async function insertOrder(db: Kysely<Database>, order: NewOrderRow): Promise<OrderRow> {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export async function findOrderById(db: Kysely<Database>, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrderByPurchaseId(db: Kysely<Database>, purchaseId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .executeTakeFirst();
}

export async function findOrderByPaytmOrderId(db: Kysely<Database>, paytmOrderId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('paytm_order_id', '=', paytmOrderId)
    .executeTakeFirst();
}

/** The order, locked until the end of the transaction `db` belongs to. */
export async function lockOrder(db: Kysely<Database>, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateOrder(db: Kysely<Database>, id: string, changes: OrderRowUpdate) {
  return db
    .updateTable('orders')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Tokens allocated by credited orders, read from the running total and locked until the end of the
 * transaction: every credit and every reservation against the hard cap takes this lock first, so
 * they happen one after another and none of them can push the total past the cap.
 */
export async function lockSoldTokens(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('sale_supply')
    .select('sold_tokens')
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.sold_tokens;
}

/**
 * Adds tokens credited at `creditedAt` to the running total and to that day's total (India's
 * calendar). Call it in the crediting transaction, after lockSoldTokens.
 */
export async function addSoldTokens(db: Kysely<Database>, tokens: string, creditedAt: Date) {
  await db
    .updateTable('sale_supply')
    .set({ sold_tokens: sql`sold_tokens + ${tokens}::numeric`, updated_at: sql`now()` })
    .where('id', '=', 1)
    .execute();
  await db
    .insertInto('sales_per_day')
    .values({
      day: sql<string>`(${creditedAt}::timestamptz at time zone 'Asia/Kolkata')::date`,
      tokens,
    })
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet({ tokens: sql`sales_per_day.tokens + excluded.tokens` }),
    )
    .execute();
}

/** Tokens allocated by credited orders (the running total), as exact decimal text. */
export async function soldTokens(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('sale_supply')
    .select('sold_tokens')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.sold_tokens;
}

/**
 * Tokens held for orders still waiting for their money: manual transfers awaiting review, and online
 * payments started after `onlineSince` (older ones can no longer be paid, their token has expired).
 * A referred buyer's order also holds the bonus its credit will allocate to their referrer
 * (referral-bonus.ts: the order's bonus % of its whole tokens), as the order was checked for.
 */
export async function reservedTokens(db: Kysely<Database>, onlineSince: Date): Promise<string> {
  const { total } = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(
      sql<string>`coalesce(sum(orders.total_tokens + case
        when users.referred_by is null or orders.is_referral then 0
        else floor(orders.base_tokens) * orders.bonus_percent / 100 end), 0)`.as('total'),
    )
    .where('orders.status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('orders.payment_method', '=', 'manual'),
        eb.and([
          eb('orders.payment_method', '=', 'paytm'),
          eb('orders.created_at', '>=', onlineSince),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return total;
}

/** Sum of total_tokens over credited orders, recomputed from the orders themselves. */
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

/**
 * Pending online payments due for a status check: created before `createdBefore`, never checked or
 * last checked at least `intervalMs × 2^checks` (at most `longestIntervalMs`) ago; oldest first.
 */
export async function pendingPaymentsDue(
  db: Kysely<Database>,
  due: {
    createdBefore: Date;
    now: Date;
    intervalMs: number;
    longestIntervalMs: number;
    limit: number;
  },
) {
  const backoff = sql<Date>`payment_checked_at + least(${due.intervalMs}::numeric * power(2, least(payment_checks, 20)), ${due.longestIntervalMs}::numeric) * interval '1 millisecond'`;
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('payment_method', '=', 'paytm')
    .where('created_at', '<=', due.createdBefore)
    .where((eb) => eb.or([eb('payment_checked_at', 'is', null), eb(backoff, '<=', due.now)]))
    .orderBy(sql`payment_checked_at asc nulls first`)
    .orderBy('created_at', 'asc')
    .limit(due.limit)
    .execute();
}

// References investors quote to support: no look-alike characters, about 50 bits of randomness.
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A purchase reference such as `RENT-7KX2M9QD4P`. */
export function newPurchaseId(): string {
  return `RENT-${randomReference(10)}`;
}

/** A fresh Paytm order id for every payment attempt: at most 50 characters of [A-Za-z0-9_@.-]. */
export function newPaytmOrderId(at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `RENTPAY_${day}_${randomReference(12)}`;
}

function randomReference(length: number): string {
  return Array.from(
    { length },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join('');
}
