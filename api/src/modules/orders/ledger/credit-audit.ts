// Every change creditOrder makes is written to the audit log in its transaction, with its cause:
// who or what credited the order (the investor's return from Paytm, the payment worker's status
// check, a team member's approval or settlement) and, for a referrer's bonus, the purchase it
// rewards. The audit command reads these rows back as sentences.
import type { Kysely } from 'kysely';
import { normaliseDecimal } from '@rent/sale-rules';
import type { Database } from '../../../db/schema.js';
import { orderDecisionEntry, recordAudits, type AuditEntry } from '../../audit/index.js';
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

/**
 * The order credited, with its amount and tokens as they were credited, and the referrer's bonus
 * it earned, if any, in one insert.
 */
export async function auditCredit(
  trx: Kysely<Database>,
  order: OrderRow,
  cause: CreditCause,
  referralBonus: OrderRow | null,
) {
  const credit = settledPaymentEntry(CREDIT_ACTIONS.credit, order, cause, {
    at: order.credited_at ?? order.updated_at,
    ...(order.txn_id !== null && { txnId: order.txn_id }),
  });
  await recordAudits(
    trx,
    referralBonus ? [credit, referralBonusEntry(referralBonus, order, cause)] : [credit],
  );
}

/** A paid order that the hard cap no longer had room for: marked for a refund, not credited. */
export async function auditRefundDue(
  trx: Kysely<Database>,
  order: OrderRow,
  cause: CreditCause,
  now: Date,
) {
  await recordAudits(trx, [
    settledPaymentEntry(CREDIT_ACTIONS.refundDue, order, cause, {
      at: now,
      ...(order.status_reason !== null && { reason: order.status_reason }),
    }),
  ]);
}

/** A pending order whose payment was settled one way or the other, and why. */
function settledPaymentEntry(
  action: string,
  order: OrderRow,
  cause: CreditCause,
  { at, ...details }: { at: Date; txnId?: string; reason?: string },
): { entry: AuditEntry; at: Date } {
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
  bonus: OrderRow,
  purchase: OrderRow,
  cause: CreditCause,
): { entry: AuditEntry; at: Date } {
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
