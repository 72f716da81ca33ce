// Closing an order due a refund (decision 0089): the team has returned the money and records the
// bank's or Paytm's refund reference, who made the refund and when. The order moves from
// refund_due to refunded by one conditional update, so repeated or concurrent refunds close it
// exactly once; the audit row and the investor's mail are written in the same transaction.
import { sql } from 'kysely';
import { formatIstDateTime, normaliseDecimal } from '@rent/sale-rules';
import { conflict } from '../../../lib/errors.js';
import { operatorText, type OperatorTextRule } from '../../../lib/operator-text.js';
import type { RequestContext } from '../../../plugins/context.js';
import { recordOrderDecision } from '../../audit/index.js';
import type { UserRow } from '../../users/index.js';
import { mailOrderEvent } from '../order-mails.js';
import type { OrderRow } from '../orders.table.js';
import { findOrder, investorOf, REVIEWER } from './order-review.service.js';

type RefundContext = Pick<RequestContext, 'db' | 'now' | 'actor' | 'publicUrl'>;

export interface RefundResult {
  order: OrderRow;
  investor: UserRow;
}

export const REFUND_REFERENCE: OperatorTextRule = {
  missing: 'A refund needs the bank or Paytm refund reference (--reference "…")',
  maxLength: 100,
  tooLong: '--reference must be at most 100 characters',
};

export async function refundOrder(
  context: RefundContext,
  purchaseId: string,
  referenceInput: string,
  reviewerInput: string,
): Promise<RefundResult> {
  const reference = operatorText(referenceInput, REFUND_REFERENCE);
  const refundedBy = operatorText(reviewerInput, REVIEWER);
  const found = await findOrder(context.db, purchaseId);
  refuseUnlessRefundDue(found);
  const { now } = context;
  return context.db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('orders')
      .set({
        status: 'refunded',
        refund_reference: reference,
        refunded_at: now,
        refunded_by: refundedBy,
        updated_at: sql`now()`,
      })
      .where('id', '=', found.id)
      .where('status', '=', 'refund_due')
      .returningAll()
      .executeTakeFirst();
    if (!order) {
      // Refunded by someone else in the meantime: this refund is refused with what they recorded.
      refuseUnlessRefundDue(await findOrder(trx, found.purchase_id));
      throw new Error(`order ${found.purchase_id} changed while it was refunded`);
    }
    await recordOrderDecision(
      trx,
      { actor: context.actor, action: 'order.refund', order, from: found.status },
      {
        refundReference: reference,
        refundedBy,
        amountPaise: String(order.amount_paid_paise),
        totalTokens: normaliseDecimal(order.total_tokens),
      },
      now,
    );
    await mailOrderEvent(trx, context, order, 'refunded');
    return { order, investor: await investorOf(trx, order) };
  });
}

/** Only an order the team owes money for is refunded, and only once. */
function refuseUnlessRefundDue(order: OrderRow) {
  if (order.status === 'refunded') {
    throw conflict(
      `Order ${order.purchase_id} is already refunded (reference ${order.refund_reference ?? '-'}, ` +
        `by ${order.refunded_by ?? '-'} at ${order.refunded_at ? formatIstDateTime(order.refunded_at) : '-'})`,
    );
  }
  if (order.status !== 'refund_due') {
    throw conflict(
      `Cannot refund order ${order.purchase_id}: it is ${order.status}; refund needs refund_due`,
    );
  }
}
