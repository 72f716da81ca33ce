// Online payment through Paytm (DESIGN.md §4): an order is reserved under the hard cap and Paytm's
// transaction is initiated; the investor pays on Paytm's page; the callback, or the worker later,
// settles the order with what Paytm's status API says. Only the status API decides: the callback's
// own STATUS is never believed, it only says which order to look at.
import { formatRupees } from '@rent/sale-rules';
import { AppError } from '../../../lib/errors.js';
import type { OrderRow } from '../orders.table.js';
import { creditOrder, ONLINE_PAYMENT_WINDOW_MS } from '../ledger/order-ledger.js';
import type { CreditCause } from '../ledger/credit-audit.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import { creditMails, mailOrderEvent, type OrderEvent } from '../order-mails.js';
import { mailOfTransaction } from '../../mail/index.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import {
  earlierAttemptsOf,
  insertOrder,
  lockOrder,
  lockSoldTokens,
  newPaytmOrderId,
  updateOrder,
} from '../orders.repository.js';
import { orderView, type OrderView } from '../orders.view.js';
import {
  PaytmRefusedError,
  PaytmUnavailableError,
  type PaytmOrderStatus,
} from '../paytm/paytm-client.js';
import {
  onlineAmountRules,
  requireBuyer,
  requireOpenSale,
  requireOrderSize,
  reservePendingOrder,
  wholeTokensFromAmount,
  type Buyer,
} from '../purchase-rules.js';
import type { OnlineOrdersContext } from '../online-orders.context.js';

export interface PaymentInit {
  txnToken: string;
  paytmOrderId: string;
  mid: string;
  paymentPageUrl: string;
  order: OrderView;
}

/**
 * A new online order of the signed-in investor's, whose account the sign-in check read (one round
 * trip fewer than reading it again), and the payment Paytm started for it.
 */
export async function createOnlineOrder(
  context: OnlineOrdersContext,
  account: Buyer,
  amount: unknown,
): Promise<PaymentInit> {
  const { db, sale, now } = context;
  requireOpenSale(sale, now);
  const baseTokens = wholeTokensFromAmount(sale, amount, onlineAmountRules(sale));
  requireOrderSize(sale, baseTokens);
  const buyer = requireBuyer(account);
  const userId = buyer.id;

  const order = await db.transaction().execute(async (trx) =>
    insertOrder(trx, {
      ...(await reservePendingOrder(trx, sale, baseTokens, now, buyer, 'paytm')),
      paytm_order_id: newPaytmOrderId(now),
      attempt_started_at: now,
    }),
  );
  try {
    return await startPaytmPayment(context, userId, order);
  } catch (error) {
    // Nothing can be paid on this order: it fails at once and frees its reservation.
    const refused = error instanceof PaytmRefusedError;
    context.log.warn(
      { err: error, purchaseId: order.purchase_id },
      'Paytm did not start a payment',
    );
    await failPendingOrder(
      context,
      order.id,
      refused ? ORDER_MESSAGES.paytmRefused : ORDER_MESSAGES.paytmUnavailable,
    );
    throw asPaytmRefusal(error);
  }
}

/** Asks Paytm for a payment of `order` under its current Paytm order id. */
export async function startPaytmPayment(
  context: Pick<OnlineOrdersContext, 'paytm' | 'publicUrl'>,
  userId: string,
  order: OrderRow,
): Promise<PaymentInit> {
  const { paytm } = context;
  const paytmOrderId = order.paytm_order_id ?? '';
  const { txnToken } = await paytm.initiateTransaction({
    orderId: paytmOrderId,
    amount: formatRupees(order.amount_paid_paise),
    customerId: userId,
    callbackUrl: `${context.publicUrl}/payment/callback`,
  });
  return {
    txnToken,
    paytmOrderId,
    mid: paytm.mid,
    paymentPageUrl: paytm.paymentPageUrl(paytmOrderId),
    order: orderView(order),
  };
}

/** Paytm's refusal or absence as the answer the investor gets; anything else as it is. */
export function asPaytmRefusal(error: unknown): unknown {
  if (error instanceof PaytmRefusedError) return new AppError(502, ORDER_MESSAGES.paytmRefused);
  if (error instanceof PaytmUnavailableError) {
    return new AppError(503, ORDER_MESSAGES.paytmUnavailable);
  }
  return error;
}

export type PaymentState = 'success' | 'failure' | 'pending';

/** Where an online order stands for the investor returning from Paytm. */
export function paymentStateOf(order: OrderRow): PaymentState {
  if (order.status === 'credited') return 'success';
  if (order.status === 'pending') return 'pending';
  return 'failure';
}

/**
 * Asks Paytm's status API about a pending online order and settles it: credited on TXN_SUCCESS of
 * the exact amount, failed on TXN_FAILURE (or no transaction once the payment window has passed),
 * left pending otherwise. Safe to run any number of times, concurrently: only a pending order
 * changes, under its row lock. `cause` says who asked (the callback, the worker, a team member):
 * it is written to the audit log with a credit. The mail a settlement queues is sent through
 * `context.mail` once its transaction commits, so that a caller passing it has nothing to wake.
 */
export async function settleOnlinePayment(
  context: OnlineOrdersContext,
  order: OrderRow,
  cause: CreditCause,
): Promise<OrderRow> {
  const { db, now, paytm, sale, log } = context;
  const cancelled = isCancelledOrder(order);
  if ((order.status !== 'pending' && !cancelled) || order.paytm_order_id === null) return order;

  let answer;
  try {
    answer = await paymentStatusOf(context, order);
  } catch (error) {
    if (!(error instanceof PaytmUnavailableError)) throw error;
    log.warn({ err: error, purchaseId: order.purchase_id }, 'payment status unknown for now');
    return cancelled ? order : recordCheck(context, order, { paying: false });
  }
  // A cancelled order is looked at again only for a payment made before its cancel took effect.
  if (cancelled && answer.status !== 'TXN_SUCCESS') return order;

  if (answer.status === 'TXN_SUCCESS') {
    if (answer.mid !== paytm.mid || answer.txnAmount !== formatRupees(order.amount_paid_paise)) {
      log.error(
        { purchaseId: order.purchase_id, paid: answer.txnAmount, mid: answer.mid },
        'Paytm reports a payment that does not match its order; not credited',
      );
      return markPendingOrder(
        context,
        order.id,
        {
          status: 'refund_due',
          status_reason:
            'The amount paid does not match the order. Nothing was credited; the payment will be refunded.',
          txn_id: answer.txnId || null,
        },
        'refund-due',
      );
    }
    const mail = mailOfTransaction(context.mail, now);
    const mailsOf = creditMails(context);
    const credit = await db.transaction().execute(async (trx) => {
      if (cancelled) await reopenCancelledOrder(trx, order.id);
      return creditOrder(trx, order.id, {
        sale,
        now,
        txnId: answer.txnId,
        cause,
        mails: (decision) => mail.queue(mailsOf(decision)),
      });
    });
    mail.send();
    if (credit.outcome === 'refund_due') {
      log.warn({ purchaseId: order.purchase_id }, 'paid after the hard cap was reached');
    }
    return credit.order;
  }

  if (answer.status === 'TXN_FAILURE') {
    return failPendingOrder(context, order.id, answer.resultMsg || ORDER_MESSAGES.paymentFailed, {
      txnId: answer.txnId,
      mail: 'failed',
    });
  }

  // Without a transaction at Paytm (no record, or PENDING without a transaction id: the page was
  // never used) the order can no longer be paid once its token has expired. A PENDING transaction
  // is a bank still deciding: it is asked about until it ends.
  const expired = now.getTime() - attemptStartOf(order).getTime() > PAYMENT_GIVE_UP_MS;
  const neverPaid =
    answer.status === 'NO_RECORD_FOUND' || (answer.status === 'PENDING' && answer.txnId === '');
  // Nothing was paid, so the investor, who left Paytm's page, is not mailed about it.
  if (neverPaid && expired) {
    return failPendingOrder(context, order.id, ORDER_MESSAGES.paymentExpired);
  }
  return recordCheck(context, order, { paying: !neverPaid });
}

/** When the order's current payment attempt started (decision 0109). */
export function attemptStartOf(order: OrderRow): Date {
  return order.attempt_started_at ?? order.created_at;
}

/** Whether the investor cancelled this unpaid online order (decision 0109). */
export function isCancelledOrder(order: OrderRow): boolean {
  return (
    order.payment_method === 'paytm' &&
    order.status === 'failed' &&
    order.status_reason === ORDER_MESSAGES.orderCancelled
  );
}

/**
 * What Paytm says of the order's payment: a success on any of its attempts (the current one first,
 * then earlier ones, newest first), else the current attempt's status.
 */
export async function paymentStatusOf(
  context: Pick<OnlineOrdersContext, 'db' | 'paytm'>,
  order: OrderRow,
): Promise<PaytmOrderStatus> {
  const current = await context.paytm.orderStatus(order.paytm_order_id ?? '');
  if (current.status === 'TXN_SUCCESS') return current;
  for (const earlier of await earlierAttemptsOf(context.db, order.id)) {
    const answer = await context.paytm.orderStatus(earlier);
    if (answer.status === 'TXN_SUCCESS') return answer;
  }
  return current;
}

/**
 * Puts a cancelled order back to pending, under its lock, so that its payment can be credited. The
 * running total's lock is taken first, as creditOrder takes it: a transaction that holds both
 * always took them in that order, so two credits of one order cannot wait on each other.
 */
async function reopenCancelledOrder(trx: Kysely<Database>, orderId: string) {
  await lockSoldTokens(trx);
  const current = await lockOrder(trx, orderId);
  if (current && isCancelledOrder(current)) {
    await updateOrder(trx, orderId, { status: 'pending', status_reason: null });
  }
}

// An order with no transaction at Paytm this long after it was created can no longer be paid: its
// token lived 15 minutes; the margin covers a payment started in the last minute.
const PAYMENT_GIVE_UP_MS = ONLINE_PAYMENT_WINDOW_MS + 10 * 60 * 1000;

/**
 * How long after its order a payment Paytm still reports pending earns the investor a mail saying
 * so (decision 0087).
 */
export const STILL_PENDING_MAIL_AFTER_MS = 10 * 60 * 1000;

/**
 * Records a check that left the order pending. `paying`: Paytm holds a transaction for it that a
 * bank has still to decide. The first such check at least STILL_PENDING_MAIL_AFTER_MS after the
 * order was created queues the still-pending mail: the check before it was earlier than that mark
 * (or there was none), every later one sees this check's time past it. Checks of one order run
 * one after another under its row lock, on every replica, so the mail is queued once.
 */
async function recordCheck(
  context: OnlineOrdersContext,
  order: OrderRow,
  { paying }: { paying: boolean },
): Promise<OrderRow> {
  const mail = mailOfTransaction(context.mail, context.now);
  const checked = await context.db.transaction().execute(async (trx) => {
    const current = await lockOrder(trx, order.id);
    if (!current || current.status !== 'pending') return current ?? order;
    const mark = attemptStartOf(current).getTime() + STILL_PENDING_MAIL_AFTER_MS;
    const lastCheck = current.payment_checked_at?.getTime() ?? -Infinity;
    const checked = await updateOrder(trx, order.id, {
      payment_checked_at: context.now,
      payment_checks: current.payment_checks + 1,
      payment_check_claimed_until: null,
    });
    if (paying && lastCheck < mark && context.now.getTime() >= mark) {
      await mailOrderEvent(trx, context, checked, 'still-pending', mail);
    }
    return checked;
  });
  mail.send();
  return checked;
}

async function failPendingOrder(
  context: OnlineOrdersContext,
  orderId: string,
  reason: string,
  options: { txnId?: string; mail?: OrderEvent } = {},
): Promise<OrderRow> {
  return markPendingOrder(
    context,
    orderId,
    {
      status: 'failed',
      status_reason: reason,
      ...(options.txnId ? { txn_id: options.txnId } : {}),
    },
    options.mail,
  );
}

/**
 * Changes an order only while it is pending, queuing the investor's mail about `event` with the
 * change; otherwise it is returned as it is and nothing is queued.
 */
async function markPendingOrder(
  context: OnlineOrdersContext,
  orderId: string,
  changes: Parameters<typeof updateOrder>[2],
  event?: OrderEvent,
): Promise<OrderRow> {
  const mail = mailOfTransaction(context.mail, context.now);
  const marked = await context.db.transaction().execute(async (trx) => {
    const current = await lockOrder(trx, orderId);
    if (!current) throw new Error(`order ${orderId} does not exist`);
    if (current.status !== 'pending') return current;
    const changed = await updateOrder(trx, orderId, {
      ...changes,
      payment_checked_at: context.now,
      payment_checks: current.payment_checks + 1,
      payment_check_claimed_until: null,
    });
    if (event) await mailOrderEvent(trx, context, changed, event, mail);
    return changed;
  });
  mail.send();
  return marked;
}
