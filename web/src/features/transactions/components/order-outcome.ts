import type { TransactionDetailsFragment } from '../../../gql/graphql';
import { formatIstDateTime } from '@rent/sale-rules';

/** SPEC.md §4 and §9: the team reviews a manual transfer within 6 hours. */
const MANUAL_REVIEW = 'within 6 hours';

type OutcomeFields = Pick<
  TransactionDetailsFragment,
  'status' | 'paymentMethod' | 'isReferral' | 'bankReference' | 'purchaseId' | 'holdUntil'
>;

/** One sentence on where an order stands: what was charged and credited, or what happens next. */
export function orderOutcome(order: OutcomeFields): string {
  if (order.isReferral && order.status === 'PENDING') {
    const until = order.holdUntil ? ` by ${formatIstDateTime(order.holdUntil)}` : '';
    return `A bonus for a purchase by an investor you referred, held for you until your KYC is approved. Complete your KYC${until} and it is credited to your balance.`;
  }
  if (order.isReferral && order.status === 'FAILED') {
    return 'A referral bonus held for you until your KYC was approved: the hold ended first and the sale had no room left, so it was not credited.';
  }
  if (order.isReferral) {
    return 'A bonus for a purchase by an investor you referred: no payment was made, and the tokens count towards your balance.';
  }
  switch (order.status) {
    case 'CREDITED':
      return 'Paid, and the tokens are credited to your balance.';
    case 'PENDING':
      return order.paymentMethod === 'MANUAL'
        ? `Our team checks your transfer ${MANUAL_REVIEW} and credits the tokens once it is confirmed.`
        : awaitingPayment(order.holdUntil);
    case 'FAILED':
      return 'The payment did not go through: the amount was not charged and no tokens were credited.';
    case 'REJECTED':
      return rejectedTransfer(order);
    case 'REFUND_DUE':
      return 'Paid after the sale’s hard cap was reached: no tokens were credited and the amount will be refunded.';
    case 'REFUNDED':
      return 'This payment could not be credited: no tokens were credited, and the amount was refunded to you. Your bank shows the refund under its reference.';
  }
}

/**
 * The team did not accept a transfer: no tokens, but the money may have left the investor's bank,
 * so nothing is said of a charge; the way on is support, with the reference the bank shows.
 */
function rejectedTransfer(order: OutcomeFields): string {
  const reference = order.bankReference
    ? `the bank reference ${order.bankReference}`
    : `the purchase ID ${order.purchaseId}`;
  return `Our team did not accept this transfer, so no tokens were credited. If money left your bank, write to support (the contacts are at the foot of this page) quoting ${reference}.`;
}

/** An unpaid online order: what the investor can do, and until when its tokens are set aside. */
function awaitingPayment(holdUntil: string | null | undefined): string {
  const until = holdUntil
    ? `Its tokens are set aside until ${formatIstDateTime(holdUntil)}.`
    : 'Its tokens are no longer set aside.';
  return `Awaiting your payment: nothing is charged until you pay on Paytm. ${until} Pay it or cancel it from Buy Tokens; if you already paid, it is credited as soon as Paytm confirms it.`;
}
