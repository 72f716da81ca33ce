// The team's side of orders (used by the admin CLI): the queue, one order's file, its proof of
// payment, and the decisions on manual transfers. An approval credits through creditOrder, with
// the tokens and bonus recorded when the order was submitted; if the hard cap no longer has room
// the order ends refund_due instead. Each decision writes an audit row and queues the investor's
// e-mail in its own transaction.
import type { Kysely } from 'kysely';
import { normaliseDecimal } from '@rent/sale-rules';
import type { Database } from '../../../db/schema.js';
import type { OrderRow, OrderStatus, PaymentMethod } from '../orders.table.js';
import { findUserById, type UserRow } from '../../users/index.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { operatorText, type OperatorTextRule } from '../../../lib/operator-text.js';
import { auditTrailOf, recordOrderDecision } from '../../audit/index.js';
import { type DocumentStorage, readForReview } from '../../documents/index.js';
import { creditOrder } from '../ledger/order-ledger.js';
import { creditMails, mailOrderEvent } from '../order-mails.js';
import { listOrdersWithInvestors } from './order-review.repository.js';
import {
  findOrderByBankReference,
  findOrderByPurchaseId,
  lockOrder,
  updateOrder,
} from '../orders.repository.js';
import type { RequestContext } from '../../../plugins/context.js';

type OrderReviewContext = Pick<RequestContext, 'db' | 'now' | 'actor' | 'publicUrl' | 'sale'>;

export type OrderDecision = 'approve' | 'reject';

export interface DecisionResult {
  order: OrderRow;
  investor: UserRow;
  /** credited, refund_due (approved but the hard cap is full) or rejected. */
  outcome: Extract<OrderStatus, 'credited' | 'refund_due' | 'rejected'>;
}

const LIST_LIMIT = 200;

export const REVIEWER: OperatorTextRule = {
  missing: 'Name the reviewer (--by "…")',
  maxLength: 100,
  tooLong: '--by must be at most 100 characters',
};
const REASON: OperatorTextRule = {
  missing: 'A rejection needs a reason (--reason "…")',
  maxLength: 500,
  tooLong: '--reason must be at most 500 characters',
};

/** Orders in a status and of a method (each when given), oldest first; `more` when others did not fit. */
export async function listOrders(
  db: Kysely<Database>,
  filter: { status?: OrderStatus; method?: PaymentMethod },
) {
  const rows = await listOrdersWithInvestors(db, { ...filter, limit: LIST_LIMIT + 1 });
  return { orders: rows.slice(0, LIST_LIMIT), more: rows.length > LIST_LIMIT, limit: LIST_LIMIT };
}

/** Everything the team needs about one order: the order, its investor and its history. */
export async function orderFileOf(db: Kysely<Database>, purchaseId: string) {
  const order = await findOrder(db, purchaseId);
  return {
    order,
    investor: await investorOf(db, order),
    audit: await auditTrailOf(db, { type: 'order', id: order.id }),
  };
}

/**
 * The proof of a manual order for a reviewer, checked against the SHA-256 recorded when it was
 * received; every read is audited.
 */
export async function readOrderProof(
  context: OrderReviewContext,
  storage: DocumentStorage,
  purchaseId: string,
) {
  const order = await findOrder(context.db, purchaseId);
  if (order.proof_storage_key === null || order.proof_sha256 === null) {
    throw notFound(
      `Order ${order.purchase_id} has no payment proof (it is a ${order.payment_method} order)`,
    );
  }
  const content = await readForReview(
    context,
    storage,
    {
      key: order.proof_storage_key,
      sha256: order.proof_sha256,
      description: `The stored proof of order ${order.purchase_id}`,
    },
    {
      action: 'order.proof.read',
      subject: { type: 'order', id: order.id },
      after: { purchaseId: order.purchase_id },
    },
  );
  return { order, content };
}

export async function approveManualOrder(
  context: OrderReviewContext,
  purchaseId: string,
  reviewerInput: string,
): Promise<DecisionResult> {
  const reviewer = operatorText(reviewerInput, REVIEWER);
  const found = await findOrder(context.db, purchaseId);
  refuseUnlessReviewable(found, 'approve');
  const { now } = context;
  return context.db.transaction().execute(async (trx) => {
    const credit = await creditOrder(trx, found.id, {
      sale: context.sale,
      now,
      reviewedBy: reviewer,
      cause: { actor: context.actor, reason: 'transfer-approval' },
      mails: creditMails(context),
    });
    // Decided by someone else in the meantime: nothing changed, and this approval is refused.
    if (credit.outcome === 'unchanged') refuseUnlessReviewable(credit.order, 'approve');
    const { order } = credit;
    const investor = await investorOf(trx, order);
    await recordOrderDecision(
      trx,
      { actor: context.actor, action: 'order.approve', order, from: found.status },
      {
        reviewedBy: reviewer,
        totalTokens: normaliseDecimal(order.total_tokens),
        ...(order.status_reason !== null && { reason: order.status_reason }),
      },
      now,
    );
    return { order, investor, outcome: order.status === 'credited' ? 'credited' : 'refund_due' };
  });
}

export async function rejectManualOrder(
  context: OrderReviewContext,
  purchaseId: string,
  reasonInput: string,
  reviewerInput: string,
): Promise<DecisionResult> {
  const reason = operatorText(reasonInput, REASON);
  const reviewer = operatorText(reviewerInput, REVIEWER);
  const found = await findOrder(context.db, purchaseId);
  refuseUnlessReviewable(found, 'reject');
  const { now } = context;
  return context.db.transaction().execute(async (trx) => {
    const current = await lockOrder(trx, found.id);
    refuseUnlessReviewable(current ?? found, 'reject');
    const order = await updateOrder(trx, found.id, {
      status: 'rejected',
      status_reason: reason,
      reviewed_at: now,
      reviewed_by: reviewer,
    });
    const investor = await investorOf(trx, order);
    await recordOrderDecision(
      trx,
      { actor: context.actor, action: 'order.reject', order, from: found.status },
      { reviewedBy: reviewer, reason },
      now,
    );
    await mailOrderEvent(trx, context, order, 'rejected');
    return { order, investor, outcome: 'rejected' };
  });
}

/** An order by its purchase id, or a manual transfer by its bank reference (decision 0088). */
export async function findOrder(db: Kysely<Database>, purchaseId: string): Promise<OrderRow> {
  const wanted = purchaseId.trim();
  const order = wanted
    ? ((await findOrderByPurchaseId(db, wanted.toUpperCase())) ??
      (await findOrderByBankReference(db, wanted.toUpperCase())))
    : undefined;
  if (!order) throw notFound(`No order with the purchase id "${wanted}"`);
  return order;
}

export async function investorOf(db: Kysely<Database>, order: OrderRow): Promise<UserRow> {
  const investor = await findUserById(db, order.user_id);
  if (!investor) throw new Error(`order ${order.purchase_id} belongs to no investor`);
  return investor;
}

/** Only manual transfers are decided by the team, and only while they are pending. */
function refuseUnlessReviewable(order: OrderRow, decision: OrderDecision) {
  if (order.payment_method !== 'manual') {
    throw conflict(
      `Cannot ${decision} order ${order.purchase_id}: it is a ${order.payment_method} order; ` +
        'only manual payments are reviewed by the team',
    );
  }
  if (order.status !== 'pending') {
    throw conflict(
      `Cannot ${decision} order ${order.purchase_id}: it is ${order.status}; ` +
        `${decision} needs pending`,
    );
  }
}
