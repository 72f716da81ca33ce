// What the payment result dialog may claim, decided from the order as the server holds it. The
// address only says which order to look at: a forged or edited link can make the screen ask, never
// make it say that tokens were credited.
import type { SessionStatus } from '../../../lib/session/session';
import type { PaymentOrder } from '../api/payment-order-query';
import type { PaymentClaim } from './payment-result';

export type PaymentVerdict =
  /** The session or the order is still being read. */
  | { kind: 'checking' }
  | { kind: 'credited'; order: PaymentOrder }
  /** Not final yet; an online payment is read again until it is. */
  | { kind: 'pending'; order: PaymentOrder }
  /** The gateway could not learn the outcome, and the link names no order to follow. */
  | { kind: 'unconfirmed' }
  | { kind: 'failed'; order: PaymentOrder | null; supportEmail: string }
  | { kind: 'refund-due'; order: PaymentOrder; supportEmail: string }
  | { kind: 'refunded'; order: PaymentOrder; supportEmail: string }
  /** A visitor: only the investor who paid may see the result. */
  | { kind: 'sign-in'; orderId: string }
  /** No order of the signed-in investor has this reference (or the link names none). */
  | { kind: 'not-found' }
  /** The server could not be asked. */
  | { kind: 'unavailable'; error: unknown };

export interface PaymentAnswer {
  data?: { sale: { supportEmail: string } | null; order?: PaymentOrder | null };
  error?: unknown;
}

export function paymentVerdict(
  claim: PaymentClaim,
  session: SessionStatus,
  { data, error }: PaymentAnswer,
): PaymentVerdict {
  if (claim.orderId === null) {
    // The gateway's own return when api refused the form (failure) or did not answer (pending).
    if (claim.outcome === 'pending') return { kind: 'unconfirmed' };
    if (claim.outcome === 'success') return { kind: 'not-found' };
  } else {
    if (session === 'loading') return { kind: 'checking' };
    if (session === 'signed-out') return { kind: 'sign-in', orderId: claim.orderId };
  }
  if (!data?.sale) return error ? { kind: 'unavailable', error } : { kind: 'checking' };

  const { supportEmail } = data.sale;
  if (claim.orderId === null) return { kind: 'failed', order: null, supportEmail };
  const { order } = data;
  if (!order) return { kind: 'not-found' };
  switch (order.status) {
    case 'CREDITED':
      return { kind: 'credited', order };
    case 'PENDING':
      return { kind: 'pending', order };
    case 'REFUND_DUE':
      return { kind: 'refund-due', order, supportEmail };
    case 'REFUNDED':
      return { kind: 'refunded', order, supportEmail };
    case 'FAILED':
    case 'REJECTED':
      return { kind: 'failed', order, supportEmail };
  }
}

/** An outcome that will not change: the payment status screen may move on after it. */
export function isFinalVerdict(verdict: PaymentVerdict): boolean {
  return !['checking', 'pending', 'sign-in', 'unavailable'].includes(verdict.kind);
}

/** An online payment still being confirmed by Paytm: worth reading again soon. */
export function awaitsPaytm(verdict: PaymentVerdict): boolean {
  return verdict.kind === 'pending' && verdict.order.paymentMethod === 'PAYTM';
}
