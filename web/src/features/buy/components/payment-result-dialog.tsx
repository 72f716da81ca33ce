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

/** Every result dialog: what happened, the order's figures, anything more, and the ways on. */
function ResultFrame({
  title,
  result,
  onClose,
  closeLabel,
  footer,
  children,
  more = null,
}: ResultDialogProps & {
  title: string;
  closeLabel: string;
  children: ReactNode;
  more?: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <DialogText>{children}</DialogText>
      <OrderFacts result={result} />
      {more}
      <ResultActions onClose={onClose} closeLabel={closeLabel} />
      {footer}
    </Dialog>
  );
}

/** The payment went through and the tokens are credited. */
export function PayThanksDialog({ closeLabel = 'Done', ...props }: ResultDialogProps) {
  return (
    <ResultFrame title="Payment Successful" closeLabel={closeLabel} {...props}>
      Thank you for your purchase! Your tokens are credited to your balance and will be sent to your
      receiving wallet after the pre-sale ends.
    </ResultFrame>
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
  closeLabel = 'Done',
  text,
  ...props
}: ResultDialogProps & { text?: string }) {
  return (
    <ResultFrame title="Payment Under Review" closeLabel={closeLabel} {...props}>
      {text ?? REVIEW_TEXTS[props.result.method]}
    </ResultFrame>
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
  closeLabel = 'Try Again',
  supportEmail,
  reason = null,
  ...props
}: ResultDialogProps & SupportProps & { reason?: string | null }) {
  return (
    <ResultFrame
      title="Oops! Payment failed!"
      closeLabel={closeLabel}
      more={reason ? <FactList label="Reason" facts={[['Reason', reason]]} /> : null}
      {...props}
    >
      Your payment could not be completed and no tokens were credited. You can try again. If your
      account was charged,{' '}
      <WriteToSupport supportEmail={supportEmail} orderId={props.result.orderId} />.
    </ResultFrame>
  );
}

/** Paid and not credited: the amount is still to be refunded, or was refunded. */
function RefundFrame({
  title,
  refund,
  closeLabel = 'Done',
  supportEmail,
  ...props
}: ResultDialogProps &
  SupportProps & { title: string; refund: 'will be refunded' | 'was refunded' }) {
  return (
    <ResultFrame title={title} closeLabel={closeLabel} {...props}>
      This payment could not be credited. No tokens were credited, and the amount {refund} to you.
      For any question,{' '}
      <WriteToSupport supportEmail={supportEmail} orderId={props.result.orderId} />.
    </ResultFrame>
  );
}

/**
 * Paid but not credited (after the hard cap filled, a transfer reviewed after its hold, an amount
 * that did not match): nothing credited, the money goes back.
 */
export function RefundDueDialog(props: ResultDialogProps & SupportProps) {
  return <RefundFrame title="Refund Due" refund="will be refunded" {...props} />;
}

/** Paid, not credited, and given back by the team: the refund is made. */
export function RefundedDialog(props: ResultDialogProps & SupportProps) {
  return <RefundFrame title="Payment Refunded" refund="was refunded" {...props} />;
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
