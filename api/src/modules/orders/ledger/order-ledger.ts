// The only place tokens are allocated. Every credit runs inside the caller's transaction, after
// taking the running total's row lock, so that credits happen one at a time: an order is credited
// at most once (only a pending order can be), and the total never passes the hard cap, nor takes
// what other pending orders still hold (an order that no longer fits is marked for refund instead).
import type { Kysely } from 'kysely';
import { addDecimals, compareDecimals, formatDecimal, parseDecimal } from '@rent/sale-rules';
import type { Database } from '../../../db/schema.js';
import type { OrderRow, PaymentMethod } from '../orders.table.js';
import type { SaleDefinition } from '../../sale/index.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import type { QueuedMail } from '../../mail/index.js';
import { referralBonusOf, referralBonusOrder, referredPurchase } from './referral-bonus.js';
import type { ReferralBonusOrder } from './referral-bonus.js';
import { creditAudits, refundDueAudits, type CreditCause } from './credit-audit.js';
import { writeCredit, writeSettlement } from './credit-writes.js';
import {
  lockOrderWithParties,
  lockSoldTokens,
  reservedTokens,
  updateOrder,
  type CreditParty,
} from '../orders.repository.js';

/** How long an online payment can still be made after its order was created (Paytm's txnToken). */
export const ONLINE_PAYMENT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Until when a new order holds its tokens: an online payment for Paytm's window, a manual transfer
 * for the review time the sale promises (its reservation policy).
 */
export function holdUntil(
  sale: SaleDefinition,
  method: Exclude<PaymentMethod, 'referral'>,
  now: Date,
): Date {
  const holdMs = method === 'paytm' ? ONLINE_PAYMENT_WINDOW_MS : sale.reservations.manualHoldMs;
  return new Date(now.getTime() + holdMs);
}

/** Whether a pending order has stopped holding its tokens at `now`. */
export function holdEnded(order: OrderRow, now: Date): boolean {
  return order.hold_until === null || order.hold_until.getTime() <= now.getTime();
}

export type CreditOutcome =
  /**
   * The order was pending and is now credited, with the referrer's bonus order if it earned one:
   * credited, or pending while it waits for the referrer's KYC (decision 0108).
   */
  | {
      outcome: 'credited';
      order: OrderRow;
      referralBonus: OrderRow | null;
      /** Whom its mails go to, as read with the order's lock: its buyer, and the bonus's referrer. */
      buyer: CreditParty;
      referrer: CreditParty | null;
    }
  /** The order was pending but no longer fits under the hard cap: marked refund_due. */
  | { outcome: 'refund_due'; order: OrderRow }
  /** A held referral bonus that no longer fits under the hard cap: marked failed, nothing paid. */
  | { outcome: 'no_room'; order: OrderRow }
  /** The order was not pending (already credited, failed…): nothing changed. */
  | { outcome: 'unchanged'; order: OrderRow };

export interface CreditOptions {
  sale: SaleDefinition;
  now: Date;
  /** Paytm's transaction id, for online payments. */
  txnId?: string;
  /** Who credited it, for manual transfers approved by the team. */
  reviewedBy?: string;
  /** Why and by whom, written to the audit log with every change made here. */
  cause: CreditCause;
  /**
   * The mails a credit or a refund due sends (none when left out), queued in the statement that
   * writes it: the writes of a credit are sent together, while the running total is locked.
   */
  mails?: (decision: CreditDecision) => QueuedMail[];
}

/**
 * A credit or a refund due as decided, before it is written: what its mails are written from. The
 * order is as the decision leaves it (but for updated_at, which the database sets when writing it).
 */
export type CreditDecision =
  | {
      outcome: 'credited';
      order: OrderRow;
      referralBonus: ReferralBonusOrder | null;
      buyer: CreditParty;
      referrer: CreditParty | null;
    }
  | { outcome: 'refund_due'; order: OrderRow; buyer: CreditParty };

/** Credits a pending order exactly once. `trx` must be a transaction. */
export async function creditOrder(
  trx: Kysely<Database>,
  orderId: string,
  options: CreditOptions,
): Promise<CreditOutcome> {
  const sold = parseDecimal(await lockSoldTokens(trx));
  const locked = await lockOrderWithParties(trx, orderId, options.now);
  if (!locked) throw new Error(`order ${orderId} does not exist`);
  const { order, buyer, referrer } = locked;
  if (order.status !== 'pending') return { outcome: 'unchanged', order };

  const reviewed = options.reviewedBy
    ? { reviewed_at: options.now, reviewed_by: options.reviewedBy }
    : {};
  // The referrer's bonus is allocated with the purchase: both fit under the cap, or neither is
  // credited. A bonus held for a referrer not yet verified stays held supply, not sold.
  const bonus = referralBonusOf(order, referrer);
  const allocated = addDecimals(
    parseDecimal(order.total_tokens),
    parseDecimal(bonus?.tokens ?? '0'),
  );
  // What other pending orders hold stays theirs: an order whose own hold has ended (a late payment,
  // a transfer reviewed after its hold) is credited only from what nobody holds.
  const heldByOthers = parseDecimal(locked.heldByOthers);
  const after = addDecimals(addDecimals(sold, heldByOthers), allocated);
  if (compareDecimals(after, parseDecimal(options.sale.hardCap)) > 0) {
    if (order.is_referral) {
      const lost = await updateOrder(trx, order.id, {
        status: 'failed',
        status_reason: ORDER_MESSAGES.referralBonusNoRoom,
      });
      return { outcome: 'no_room', order: lost };
    }
    const reviewedLate = order.payment_method === 'manual' && holdEnded(order, options.now);
    const refusal = {
      status: 'refund_due',
      status_reason: reviewedLate ? ORDER_MESSAGES.refundDueHoldEnded : ORDER_MESSAGES.refundDue,
      ...(options.txnId !== undefined && { txn_id: options.txnId }),
      ...reviewed,
    } as const;
    const refused = { ...order, ...refusal };
    const written = await writeSettlement(trx, {
      orderId: order.id,
      changes: refusal,
      audits: refundDueAudits(refused, options.cause, options.now),
      mails: options.mails?.({ outcome: 'refund_due', order: refused, buyer }) ?? [],
      now: options.now,
    });
    return { outcome: 'refund_due', order: written };
  }

  const credit = {
    status: 'credited',
    credited_at: options.now,
    status_reason: null,
    ...(options.txnId !== undefined && { txn_id: options.txnId }),
    ...reviewed,
  } as const;
  const credited = { ...order, ...credit };
  const referralBonus = bonus
    ? referralBonusOrder(credited, bonus, options.sale, options.now)
    : null;
  const soldNow = bonus?.payable === false ? parseDecimal(order.total_tokens) : allocated;
  const decision = {
    outcome: 'credited',
    order: credited,
    referralBonus,
    buyer,
    referrer,
  } as const;
  const written = await writeCredit(trx, {
    orderId: order.id,
    changes: credit,
    audits: creditAudits(credited, options.cause, referralBonus),
    mails: options.mails?.(decision) ?? [],
    now: options.now,
    referralBonus,
    refereeCount: referrer && !order.is_referral ? referredPurchase(credited, referralBonus) : null,
    soldTokens: formatDecimal(soldNow),
  });
  return { outcome: 'credited', ...written, buyer, referrer };
}

/**
 * How many tokens can still be promised to an order already placed, at `now`: the hard cap minus
 * what is sold and what other pending orders hold (what it holds itself is not taken). Takes the
 * running total's lock: call it in the transaction that changes the order, so two orders cannot
 * both take the last tokens.
 */
export async function lockAvailableTokensFor(
  trx: Kysely<Database>,
  sale: SaleDefinition,
  now: Date,
  orderId: string,
): Promise<string> {
  const sold = await lockSoldTokens(trx);
  return tokensLeft(sale, sold, await reservedTokens(trx, now, orderId));
}

/** The hard cap minus what is sold and what is reserved, never below 0. */
export function tokensLeft(sale: SaleDefinition, sold: string, reserved: string): string {
  const taken = addDecimals(parseDecimal(sold), parseDecimal(reserved));
  const left = addDecimals(parseDecimal(sale.hardCap), { units: -taken.units, scale: taken.scale });
  return left.units < 0n ? '0' : formatDecimal(left);
}
