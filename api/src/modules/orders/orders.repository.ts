// Reads and writes of the orders table and the sale's running total. Functions take the database or
// a transaction, so a service can run several of them atomically.
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type OnConflictBuilder } from 'kysely';
import { istCalendarDay } from '@rent/sale-rules';
import type { Database } from '../../db/schema.js';
import type { UserRow } from '../users/index.js';
import type { NewOrderRow, OrderRow, OrderRowUpdate } from './orders.table.js';

export async function insertOrder(db: Kysely<Database>, order: NewOrderRow): Promise<OrderRow> {
  return orderInsert(db, order).executeTakeFirstOrThrow();
}

/** insertOrder's statement, not sent: for a caller that sends it with other writes as one. */
export function orderInsert(db: Kysely<Database>, order: NewOrderRow) {
  return db.insertInto('orders').values(order).returningAll();
}

export async function findOrderByPurchaseId(db: Kysely<Database>, purchaseId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .executeTakeFirst();
}

export async function findOrderByBankReference(db: Kysely<Database>, bankReference: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('bank_reference', '=', bankReference)
    .executeTakeFirst();
}

/** The order paid under a Paytm order id: its current attempt's, or an earlier one's. */
export async function findOrderByPaytmOrderId(db: Kysely<Database>, paytmOrderId: string) {
  const current = await db
    .selectFrom('orders')
    .selectAll()
    .where('paytm_order_id', '=', paytmOrderId)
    .executeTakeFirst();
  if (current) return current;
  return db
    .selectFrom('online_payment_attempts as a')
    .innerJoin('orders', 'orders.id', 'a.order_id')
    .selectAll('orders')
    .where('a.paytm_order_id', '=', paytmOrderId)
    .executeTakeFirst();
}

/** The Paytm order ids of an order's earlier payment attempts, newest first. */
export async function earlierAttemptsOf(db: Kysely<Database>, orderId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('online_payment_attempts')
    .select('paytm_order_id')
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => row.paytm_order_id);
}

/** The order, locked until the end of the transaction `db` belongs to. */
export async function lockOrder(db: Kysely<Database>, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** An investor as a credit names them: to whom its mails are addressed. */
export interface CreditParty {
  email: string;
  fullname: string;
}

/** The referrer of an order's buyer, as far as the ledger asks about them. */
export interface BuyersReferrer extends CreditParty {
  id: string;
  email_verified_at: Date | null;
  kyc_status: UserRow['kyc_status'];
}

/**
 * The order, locked until the end of the transaction `db` belongs to, with its buyer, the buyer's
 * referrer (null when nobody referred them) and what other pending orders hold at `now`
 * (reservedTokens), read in one statement: what a credit decides and mails with. Only the order's
 * row is locked. Send it after the running total's lock is taken, as a statement of its own: it
 * then sees every order the previous holder of that lock inserted or credited.
 */
export async function lockOrderWithParties(db: Kysely<Database>, id: string, now: Date) {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users as buyer', 'buyer.id', 'orders.user_id')
    .leftJoin('users as referrer', 'referrer.id', 'buyer.referred_by')
    .selectAll('orders')
    .select((eb) => [
      // reservedTokens(now, this order), as a subquery
      eb
        .selectFrom('orders as other')
        .select(sql<string>`coalesce(sum(other.reserved_tokens), 0)`.as('total'))
        .where('other.status', '=', 'pending')
        .where('other.hold_until', '>', now)
        .whereRef('other.id', '<>', 'orders.id')
        .as('held_by_others'),
      'buyer.email as buyer_email',
      'buyer.fullname as buyer_fullname',
      'referrer.id as referrer_id',
      'referrer.email as referrer_email',
      'referrer.fullname as referrer_fullname',
      'referrer.email_verified_at as referrer_email_verified_at',
      'referrer.kyc_status as referrer_kyc_status',
    ])
    .where('orders.id', '=', id)
    .forUpdate('orders')
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    held_by_others: heldByOthers,
    buyer_email: buyerEmail,
    buyer_fullname: buyerFullname,
    referrer_id: referrerId,
    referrer_email: referrerEmail,
    referrer_fullname: referrerFullname,
    referrer_email_verified_at: referrerVerifiedAt,
    referrer_kyc_status: referrerKycStatus,
    ...order
  } = row;
  // The left join gives the referrer's columns all or none: none of these is null in a row.
  const referrer: BuyersReferrer | null =
    referrerId === null ||
    referrerEmail === null ||
    referrerFullname === null ||
    referrerKycStatus === null
      ? null
      : {
          id: referrerId,
          email: referrerEmail,
          fullname: referrerFullname,
          email_verified_at: referrerVerifiedAt,
          kyc_status: referrerKycStatus,
        };
  return {
    order,
    buyer: { email: buyerEmail, fullname: buyerFullname },
    referrer,
    heldByOthers: heldByOthers ?? '0',
  };
}

export async function updateOrder(db: Kysely<Database>, id: string, changes: OrderRowUpdate) {
  return orderUpdate(db, id, changes).executeTakeFirstOrThrow();
}

/** updateOrder's statement, not sent: for a caller that sends it with other writes as one. */
export function orderUpdate(db: Kysely<Database>, id: string, changes: OrderRowUpdate) {
  return db
    .updateTable('orders')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll();
}

/**
 * Tokens allocated by credited orders, read from the running total and locked until the end of the
 * transaction: every credit and every reservation against the hard cap takes this lock first, so
 * they happen one after another and none of them can push the total past the cap.
 */
export async function lockSoldTokens(db: Kysely<Database>): Promise<string> {
  const row = await runningTotal(db).forUpdate().executeTakeFirstOrThrow();
  return row.sold_tokens;
}

/** The one row of the running total. */
const runningTotal = (db: Kysely<Database>) =>
  db.selectFrom('sale_supply').select('sold_tokens').where('id', '=', 1);

/**
 * Adds tokens credited at `creditedAt` to the running total and to that day's total (India's
 * calendar). Call it in the crediting transaction, after lockSoldTokens.
 */
export async function addSoldTokens(db: Kysely<Database>, tokens: string, creditedAt: Date) {
  // One statement: the running total's update rides along the day's upsert.
  await db
    .with('supply', () => runningTotalAddition(db, tokens))
    .insertInto('sales_per_day')
    .values(dayTotalAddition(tokens, creditedAt))
    .onConflict(addToDayTotal)
    .execute();
}

/**
 * addSoldTokens's two writes, not sent, for a caller that sends them with other writes as one
 * statement (a data-modifying CTE cannot hold another, so they come apart).
 */
export function soldTokensAddition(db: Kysely<Database>, tokens: string, creditedAt: Date) {
  return {
    runningTotal: runningTotalAddition(db, tokens),
    dayTotal: db
      .insertInto('sales_per_day')
      .values(dayTotalAddition(tokens, creditedAt))
      .onConflict(addToDayTotal),
  };
}

const runningTotalAddition = (db: Kysely<Database>, tokens: string) =>
  db
    .updateTable('sale_supply')
    .set({ sold_tokens: sql`sold_tokens + ${tokens}::numeric`, updated_at: sql`now()` })
    .where('id', '=', 1);

const dayTotalAddition = (tokens: string, creditedAt: Date) => ({
  day: istCalendarDay(creditedAt),
  tokens,
});

const addToDayTotal = (conflict: OnConflictBuilder<Database, 'sales_per_day'>) =>
  conflict.column('day').doUpdateSet({ tokens: sql`sales_per_day.tokens + excluded.tokens` });

/** Tokens allocated by credited orders (the running total), as exact decimal text. */
export async function soldTokens(db: Kysely<Database>): Promise<string> {
  const row = await runningTotal(db).executeTakeFirstOrThrow();
  return row.sold_tokens;
}

/**
 * Tokens held at `now` by pending orders (decision 0014): each holds the `reserved_tokens` stored
 * when it was created until its `hold_until` (an online payment's window, a manual transfer's review
 * time). `exceptOrderId` leaves one order out: the one being credited.
 */
export async function reservedTokens(
  db: Kysely<Database>,
  now: Date,
  exceptOrderId?: string,
): Promise<string> {
  let query = db
    .selectFrom('orders')
    .select(sql<string>`coalesce(sum(reserved_tokens), 0)`.as('total'))
    .where('status', '=', 'pending')
    .where('hold_until', '>', now);
  if (exceptOrderId !== undefined) query = query.where('id', '<>', exceptOrderId);
  const { total } = await query.executeTakeFirstOrThrow();
  return total;
}

export interface Reservations {
  /** Tokens every pending order holds at `now`. */
  reserved: string;
  /** Of which the buyer's own orders hold these. */
  held: string;
  /**
   * The buyer's open orders: those holding supply, and manual transfers whose hold has ended but
   * which the team has still to review.
   */
  open: number;
}

/**
 * What pending orders hold at `now` (reservedTokens) and, in the same read, what one buyer's own
 * pending orders hold and how many are open. A referral bonus held for the buyer is no order of
 * theirs to pay or have reviewed: it counts towards the sale's reservations only.
 */
export async function reservationsAt(
  db: Kysely<Database>,
  now: Date,
  buyerId: string,
): Promise<Reservations> {
  const own = sql`user_id = ${buyerId} and payment_method <> 'referral'`;
  const row = await db
    .selectFrom('orders')
    .select([
      sql<string>`coalesce(sum(reserved_tokens) filter (where hold_until > ${now}), 0)`.as(
        'reserved',
      ),
      sql<string>`coalesce(sum(reserved_tokens) filter (where ${own} and hold_until > ${now}), 0)`.as(
        'held',
      ),
      sql<string>`count(*) filter (where ${own})`.as('open'),
    ])
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('hold_until', '>', now),
        eb.and([eb('user_id', '=', buyerId), eb('payment_method', '=', 'manual')]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return { reserved: row.reserved, held: row.held, open: Number(row.open) };
}

/** One investor's balance: total_tokens of their credited orders, as exact decimal text. */
export async function sumCreditedTokensOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<string> {
  const { total } = await creditedOrdersOf(db, userId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total_tokens'), sql<string>`0`).as('total'))
    .executeTakeFirstOrThrow();
  return total;
}

/** Rupees one investor has paid: amount_paid_paise of their credited orders, in paise. */
export async function sumCreditedPaymentsOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<string> {
  const { total } = await creditedOrdersOf(db, userId)
    .select(sql<string>`coalesce(sum(amount_paid_paise), 0)::text`.as('total'))
    .executeTakeFirstOrThrow();
  return total;
}

const creditedOrdersOf = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('orders').where('user_id', '=', userId).where('status', '=', 'credited');

/**
 * Claims the pending online payment that has waited longest for a status check, if one is due:
 * created before `createdBefore`, never checked or last checked at least `intervalMs × 2^checks`
 * (at most `longestIntervalMs`) ago, and claimed by no worker whose lease still runs. The row is
 * locked while it is claimed (a row someone else has locked is skipped, not waited for) and held
 * until `leaseUntil`, so that no other worker asks Paytm about it meanwhile (decision 0082).
 */
export async function claimDuePayment(
  db: Kysely<Database>,
  due: {
    createdBefore: Date;
    now: Date;
    intervalMs: number;
    longestIntervalMs: number;
    leaseUntil: Date;
  },
): Promise<OrderRow | undefined> {
  const backoff = sql<Date>`payment_checked_at + least(${due.intervalMs}::numeric * power(2, least(payment_checks, 20)), ${due.longestIntervalMs}::numeric) * interval '1 millisecond'`;
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'pending')
      .where('payment_method', '=', 'paytm')
      .where('created_at', '<=', due.createdBefore)
      .where((eb) => eb.or([eb('payment_checked_at', 'is', null), eb(backoff, '<=', due.now)]))
      .where((eb) =>
        eb.or([
          eb('payment_check_claimed_until', 'is', null),
          eb('payment_check_claimed_until', '<=', due.now),
        ]),
      )
      .orderBy(sql`payment_checked_at asc nulls first`)
      .orderBy('created_at', 'asc')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!order) return undefined;
    return trx
      .updateTable('orders')
      .set({ payment_check_claimed_until: due.leaseUntil })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

// References investors quote to support: no look-alike characters, about 50 bits of randomness.
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A bank-transfer reference such as `7KX2M9QD` (decision 0088): short enough to type in remarks. */
export function newBankReference(): string {
  return randomReference(8);
}

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
