// An investor's unpaid online orders (decision 0109): one left on Paytm's page can be paid again,
// under a fresh Paytm order id as Paytm requires, or cancelled to free its hold and the investor's
// room for orders. Paytm's status API is asked first, about every attempt: a paid order is never
// cancelled nor paid twice; it is credited instead.
import { compareDecimals, parseDecimal, wholeTokensWithin } from '@rent/sale-rules';
import { AppError, conflict, notFound } from '../../../lib/errors.js';
import type { OnlineOrdersContext } from '../online-orders.context.js';
import { holdUntil, lockAvailableTokensFor } from '../ledger/order-ledger.js';
import { ORDER_MESSAGES } from '../orders.messages.js';
import {
  earlierAttemptsOf,
  lockOrder,
  newPaytmOrderId,
  updateOrder,
} from '../orders.repository.js';
import type { OrderRow } from '../orders.table.js';
import { orderView, type OrderView } from '../orders.view.js';
import { PaytmUnavailableError } from '../paytm/paytm-client.js';
import { HARD_CAP_REASON } from '../purchase-rules.js';
import { INVESTOR_REQUEST_CAUSE } from '../ledger/credit-audit.js';
import {
  asPaytmRefusal,
  paymentStatusOf,
  settleOnlinePayment,
  startPaytmPayment,
  type PaymentInit,
} from './online-orders.service.js';

/** How many times one order may be tried on Paytm: after that, a new order. */
export const MOST_PAYMENT_ATTEMPTS = 5;

export type CancelOutcome =
  | { outcome: 'cancelled'; order: OrderView }
  /** Paytm had the payment after all: the order is credited (or due a refund), not cancelled. */
  | { outcome: 'paid'; order: OrderView };

export async function cancelOnlineOrder(
  context: OnlineOrdersContext,
  userId: string,
  purchaseId: string,
): Promise<CancelOutcome> {
  const order = await unpaidOrderOf(context, userId, purchaseId);
  const answer = await askPaytm(context, order);
  if (answer.status === 'TXN_SUCCESS') {
    return {
      outcome: 'paid',
      order: orderView(await settleOnlinePayment(context, order, INVESTOR_REQUEST_CAUSE)),
    };
  }
  const cancelled = await context.db.transaction().execute(async (trx) => {
    const current = await lockOrder(trx, order.id);
    if (!current || current.status !== 'pending') return current;
    return updateOrder(trx, order.id, {
      status: 'failed',
      status_reason: ORDER_MESSAGES.orderCancelled,
      payment_checked_at: context.now,
      payment_check_claimed_until: null,
    });
  });
  if (!cancelled || cancelled.status_reason !== ORDER_MESSAGES.orderCancelled) {
    // Settled meanwhile (a callback, the worker): what it became is the answer.
    if (cancelled?.status === 'credited') return { outcome: 'paid', order: orderView(cancelled) };
    throw conflict(ORDER_MESSAGES.notAwaitingPayment);
  }
  return { outcome: 'cancelled', order: orderView(cancelled) };
}

export async function resumeOnlineOrder(
  context: OnlineOrdersContext,
  userId: string,
  purchaseId: string,
): Promise<PaymentInit> {
  const { db, sale, now } = context;
  const order = await unpaidOrderOf(context, userId, purchaseId);
  if ((await earlierAttemptsOf(db, order.id)).length + 1 >= MOST_PAYMENT_ATTEMPTS) {
    throw conflict(ORDER_MESSAGES.tooManyAttempts(MOST_PAYMENT_ATTEMPTS));
  }
  const answer = await askPaytm(context, order);
  if (answer.status === 'TXN_SUCCESS') {
    await settleOnlinePayment(context, order, INVESTOR_REQUEST_CAUSE);
    throw conflict(ORDER_MESSAGES.alreadyPaid);
  }

  const resumed = await db.transaction().execute(async (trx) => {
    // The order takes its hold again for a new payment window, from what nobody else holds.
    const available = await lockAvailableTokensFor(trx, sale, now, order.id);
    const current = await lockOrder(trx, order.id);
    if (!current || current.status !== 'pending' || current.paytm_order_id === null) {
      throw conflict(ORDER_MESSAGES.notAwaitingPayment);
    }
    if (compareDecimals(parseDecimal(current.reserved_tokens), parseDecimal(available)) > 0) {
      const referred =
        compareDecimals(parseDecimal(current.reserved_tokens), parseDecimal(current.total_tokens)) >
        0;
      const fits = wholeTokensWithin(available, current.bonus_percent, referred);
      const message =
        available === '0' ? ORDER_MESSAGES.soldOut : ORDER_MESSAGES.tokensLeft(available, fits);
      throw conflict(message, [{ field: 'purchaseId', message, reason: HARD_CAP_REASON }]);
    }
    await trx
      .insertInto('online_payment_attempts')
      .values({
        paytm_order_id: current.paytm_order_id,
        order_id: current.id,
        created_at: now,
      })
      .execute();
    return updateOrder(trx, current.id, {
      paytm_order_id: newPaytmOrderId(now),
      attempt_started_at: now,
      hold_until: holdUntil(sale, 'paytm', now),
      payment_checked_at: null,
      payment_checks: 0,
      payment_check_claimed_until: null,
    });
  });
  try {
    return await startPaytmPayment(context, userId, resumed);
  } catch (error) {
    // The order stays pending: the investor may try again or cancel it.
    throw asPaytmRefusal(error);
  }
}

/** The investor's own online order awaiting payment, or the 404/409 that says why not. */
async function unpaidOrderOf(
  context: OnlineOrdersContext,
  userId: string,
  purchaseId: string,
): Promise<OrderRow> {
  const order = await context.db
    .selectFrom('orders')
    .selectAll()
    .where('purchase_id', '=', purchaseId.trim().toUpperCase())
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw notFound(ORDER_MESSAGES.unknownOrder);
  if (order.status !== 'pending' || order.payment_method !== 'paytm') {
    throw conflict(ORDER_MESSAGES.notAwaitingPayment);
  }
  return order;
}

/** Paytm's word on the order; a payment a bank is still deciding refuses any change. */
async function askPaytm(context: OnlineOrdersContext, order: OrderRow) {
  let answer;
  try {
    answer = await paymentStatusOf(context, order);
  } catch (error) {
    if (error instanceof PaytmUnavailableError) {
      throw new AppError(503, ORDER_MESSAGES.paytmUnavailable);
    }
    throw error;
  }
  if (answer.status === 'PENDING' && answer.txnId !== '') {
    throw conflict(ORDER_MESSAGES.paymentInProgress);
  }
  return answer;
}
