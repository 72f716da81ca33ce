import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { paths } from '../../../config/paths';
import { formatMoney, formatRent } from '@rent/sale-rules';
import type { PaymentResult } from '../utils/payment-result';
import { DialogActions, DialogText } from './dialog-parts';
import { FactList } from '../../../components/fact-list';

interface ResultDialogProps {
  result: PaymentResult;
  onClose: () => void;
  /** The main button's words; it closes the dialog. */
  closeLabel?: string;
  /** Shown under the buttons, such as the countdown before the screen moves on. */
  footer?: ReactNode;
}

function OrderFacts({ result }: { result: PaymentResult }) {
  const { orderId, amount, tokens, currency } = result;
  if (!orderId && !amount && !tokens) return null;
  return (
    <FactList
      label="Order"
      facts={[
        orderId ? ['Order ID', orderId] : null,
        amount ? ['Amount', formatMoney(amount, currency)] : null,
        tokens ? ['Tokens', formatRent(tokens)] : null,
      ]}
    />
  );
}

/** The payment went through and the tokens are credited. */
export function PayThanksDialog({
  result,
  onClose,
  closeLabel = 'Done',
  footer,
}: ResultDialogProps) {
  return (
    <Dialog title="Payment Successful" onClose={onClose}>
      <DialogText>
        Thank you for your purchase! Your tokens are credited to your balance and will be sent to
        your receiving wallet after the pre-sale ends.
      </DialogText>
      <OrderFacts result={result} />
      <ResultActions onClose={onClose} closeLabel={closeLabel} />
      {footer}
    </Dialog>
  );
}

export const REVIEW_TEXTS = {
  manual:
    "Thank you! Your bank transfer is waiting for verification. Our team checks it within 6 hours and credits your tokens once it is confirmed; you'll be notified once verified.",
  online:
    'We are confirming your payment with Paytm. This window updates by itself; your tokens are credited as soon as the payment is confirmed.',
  unconfirmed:
    'We could not confirm your payment yet. If it went through, your tokens are credited as soon as Paytm confirms it; follow it under Transactions.',
} as const;

/** A manual transfer in review, or an online payment not confirmed yet. */
export function PayReviewDialog({
  result,
  onClose,
  closeLabel = 'Done',
  footer,
  text = REVIEW_TEXTS[result.method],
}: ResultDialogProps & { text?: string }) {
  return (
    <Dialog title="Payment Under Review" onClose={onClose}>
      <DialogText>{text}</DialogText>
      <OrderFacts result={result} />
      <ResultActions onClose={onClose} closeLabel={closeLabel} />
      {footer}
    </Dialog>
  );
}

interface SupportProps {
  /** Where investors write about a payment. */
  supportEmail: string;
}

/** "write to support@… quoting the order ID RENT-…", the address as a link that fills the subject. */
function WriteToSupport({ supportEmail, orderId }: SupportProps & { orderId: string | null }) {
  const subject = orderId ? `Payment for order ${orderId}` : 'Payment';
  return (
    <>
      write to{' '}
      <a href={`mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`}>{supportEmail}</a>
      {orderId ? (
        <>
          {' '}
          quoting the order ID <strong>{orderId}</strong>
        </>
      ) : (
        ' with the date and amount of the payment'
      )}
    </>
  );
}

/** The payment did not go through (or the team rejected the transfer); nothing was credited. */
export function PayFailedDialog({
  result,
  onClose,
  closeLabel = 'Try Again',
  footer,
  supportEmail,
  reason = null,
}: ResultDialogProps & SupportProps & { reason?: string | null }) {
  return (
    <Dialog title="Oops! Payment failed!" onClose={onClose}>
      <DialogText>
        Your payment could not be completed and no tokens were credited. You can try again. If your
        account was charged, <WriteToSupport supportEmail={supportEmail} orderId={result.orderId} />
        .
      </DialogText>
      <OrderFacts result={result} />
      {reason ? <FactList label="Reason" facts={[['Reason', reason]]} /> : null}
      <ResultActions onClose={onClose} closeLabel={closeLabel} />
      {footer}
    </Dialog>
  );
}

/**
 * Paid but not credited (after the hard cap filled, a transfer reviewed after its hold, an amount
 * that did not match): nothing credited, the money goes back.
 */
export function RefundDueDialog({
  result,
  onClose,
  closeLabel = 'Done',
  footer,
  supportEmail,
}: ResultDialogProps & SupportProps) {
  return (
    <Dialog title="Refund Due" onClose={onClose}>
      <DialogText>
        This payment could not be credited. No tokens were credited, and the amount will be refunded
        to you. For any question,{' '}
        <WriteToSupport supportEmail={supportEmail} orderId={result.orderId} />.
      </DialogText>
      <OrderFacts result={result} />
      <ResultActions onClose={onClose} closeLabel={closeLabel} />
      {footer}
    </Dialog>
  );
}

/** Paid, not credited, and given back by the team: the refund is made. */
export function RefundedDialog({
  result,
  onClose,
  closeLabel = 'Done',
  footer,
  supportEmail,
}: ResultDialogProps & SupportProps) {
  return (
    <Dialog title="Payment Refunded" onClose={onClose}>
      <DialogText>
        This payment could not be credited. No tokens were credited, and the amount was refunded to
        you. For any question,{' '}
        <WriteToSupport supportEmail={supportEmail} orderId={result.orderId} />.
      </DialogText>
      <OrderFacts result={result} />
      <ResultActions onClose={onClose} closeLabel={closeLabel} />
      {footer}
    </Dialog>
  );
}

/** Closing the result, or going to the order among the investor's transactions. */
export function ResultActions({
  onClose,
  closeLabel,
}: {
  onClose: () => void;
  closeLabel: string;
}) {
  return (
    <DialogActions>
      <Button onClick={onClose}>{closeLabel}</Button>
      <ButtonLink to={paths.transactions.getHref()} $variant="secondary">
        View Transactions
      </ButtonLink>
    </DialogActions>
  );
}
