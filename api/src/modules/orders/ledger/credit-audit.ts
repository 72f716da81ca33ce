// Every change creditOrder makes is written to the audit log in its transaction, with its cause:
// who or what credited the order (the investor's return from Paytm, the payment worker's status
// check, a team member's approval or settlement) and, for a referrer's bonus, the purchase it
// rewards. The audit command reads these rows back as sentences.
import { normaliseDecimal } from '@rent/sale-rules';
import { orderDecisionEntry, type AuditEntry } from '../../audit/index.js';
import type { OrderRow } from '../orders.table.js';

export const CREDIT_REASONS = [
  /** The investor came back from Paytm's page and Paytm's status API confirmed the payment. */
  'paytm-callback',
  /** The payment worker asked Paytm's status API on its own schedule. */
  'paytm-status-check',
  /** A team member asked Paytm about the order (`orders settle`). */
  'team-settlement',
  /** A team member approved a manual bank transfer (`orders approve`). */
  'transfer-approval',
  /** The investor cancelled or paid again an unpaid order, and Paytm's status API said it was paid. */
  'investor-status-check',
  /** A referral bonus held until its referrer was verified, credited on that KYC approval. */
  'referrer-verified',
] as const;

export type CreditReason = (typeof CREDIT_REASONS)[number];

/** Why creditOrder is called, and by whom (an audit log actor). */
export interface CreditCause {
  actor: string;
  reason: CreditReason;
}

/** Who the audit log names for what the api does by itself. */
export const SYSTEM_ACTORS = {
  paytmCallback: 'system:paytm-callback',
  paymentWorker: 'system:payment-worker',
  investorRequest: 'system:investor-request',
} as const;

export const PAYTM_CALLBACK_CAUSE: CreditCause = {
  actor: SYSTEM_ACTORS.paytmCallback,
  reason: 'paytm-callback',
};
export const INVESTOR_REQUEST_CAUSE: CreditCause = {
  actor: SYSTEM_ACTORS.investorRequest,
  reason: 'investor-status-check',
};
export const PAYMENT_WORKER_CAUSE: CreditCause = {
  actor: SYSTEM_ACTORS.paymentWorker,
  reason: 'paytm-status-check',
};

export const CREDIT_ACTIONS = {
  credit: 'order.credit',
  refundDue: 'order.refund_due',
  referralBonus: 'referral.credit',
} as const;

/** An order as the audit log records its settlement. */
type AuditedOrder = Pick<
  OrderRow,
  'id' | 'status' | 'purchase_id' | 'user_id' | 'amount_paid_paise' | 'total_tokens'
>;

/** A referrer's bonus as the audit log records it. */
type AuditedBonus = Pick<
  OrderRow,
  'id' | 'status' | 'purchase_id' | 'total_tokens' | 'credited_at' | 'created_at'
>;

/**
 * The entries of an order credited, with its amount and tokens as they were credited, and of the
 * referrer's bonus it earned, if any: written with the credit, in one insert.
 */
export function creditAudits(
  order: AuditedOrder & Pick<OrderRow, 'txn_id'> & { credited_at: Date },
  cause: CreditCause,
  referralBonus: AuditedBonus | null,
): AuditRecord[] {
  const credit = settledPaymentEntry(CREDIT_ACTIONS.credit, order, cause, {
    at: order.credited_at,
    ...(order.txn_id !== null && { txnId: order.txn_id }),
  });
  return referralBonus ? [credit, referralBonusEntry(referralBonus, order, cause)] : [credit];
}

/**
 * The entry of a paid order that the hard cap no longer had room for: marked for a refund, not
 * credited.
 */
export function refundDueAudits(
  order: AuditedOrder & Pick<OrderRow, 'status_reason'>,
  cause: CreditCause,
  now: Date,
): AuditRecord[] {
  return [
    settledPaymentEntry(CREDIT_ACTIONS.refundDue, order, cause, {
      at: now,
      ...(order.status_reason !== null && { reason: order.status_reason }),
    }),
  ];
}

/** An audit entry and when it happened. */
type AuditRecord = { entry: AuditEntry; at: Date };

/** A pending order whose payment was settled one way or the other, and why. */
function settledPaymentEntry(
  action: string,
  order: AuditedOrder,
  cause: CreditCause,
  { at, ...details }: { at: Date; txnId?: string; reason?: string },
): AuditRecord {
  const entry = orderDecisionEntry(
    { actor: cause.actor, action, order, from: 'pending' },
    {
      cause: cause.reason,
      purchaseId: order.purchase_id,
      amountPaise: order.amount_paid_paise.toString(),
      totalTokens: normaliseDecimal(order.total_tokens),
      ...details,
    },
  );
  return { entry, at };
}

/** The referrer's bonus order, credited (or held) with the purchase it rewards. */
function referralBonusEntry(
  bonus: AuditedBonus,
  purchase: AuditedOrder,
  cause: CreditCause,
): AuditRecord {
  return {
    entry: {
      actor: cause.actor,
      action: CREDIT_ACTIONS.referralBonus,
      subject: { type: 'order', id: bonus.id },
      before: null,
      after: {
        status: bonus.status,
        cause: 'referral',
        purchaseId: bonus.purchase_id,
        totalTokens: normaliseDecimal(bonus.total_tokens),
        sourcePurchaseId: purchase.purchase_id,
        sourceCause: cause.reason,
        refereeId: purchase.user_id,
      },
    },
    at: bonus.credited_at ?? bonus.created_at,
  };
}
