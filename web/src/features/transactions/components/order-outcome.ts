import type { TransactionDetailsFragment } from '../../../gql/graphql';

/** SPEC.md §4 and §9: the team reviews a manual transfer within 6 hours. */
const MANUAL_REVIEW = 'within 6 hours';

type OutcomeFields = Pick<
  TransactionDetailsFragment,
  'status' | 'paymentMethod' | 'isReferral' | 'bankReference' | 'purchaseId'
>;

/** One sentence on where an order stands: what was charged and credited, or what happens next. */
export function orderOutcome(order: OutcomeFields): string {
  if (order.isReferral) {
    return 'A bonus for a purchase by an investor you referred: no payment was made, and the tokens count towards your balance.';
  }
  switch (order.status) {
    case 'CREDITED':
      return 'Paid, and the tokens are credited to your balance.';
    case 'PENDING':
      return order.paymentMethod === 'MANUAL'
        ? `Our team checks your transfer ${MANUAL_REVIEW} and credits the tokens once it is confirmed.`
        : 'Your payment is being confirmed with Paytm. The tokens are credited as soon as Paytm confirms it; if it fails, nothing is charged.';
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
