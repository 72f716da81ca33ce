import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { paths } from '../../../config/paths';
import { formatRent } from '../../../lib/format-number';
import { formatAmount } from '../utils/format-amount';
import type { PaymentResult } from '../utils/payment-result';
import { DialogActions, DialogText } from './dialog-parts';
import { FactList } from './fact-list';

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
        amount ? ['Amount', formatAmount(amount, currency)] : null,
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
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
        <ButtonLink to={paths.transactions.getHref()} $variant="secondary">
          View Transactions
        </ButtonLink>
      </DialogActions>
      {footer}
    </Dialog>
  );
}

const REVIEW_TEXTS = {
  manual:
    "Thank you! Your bank transfer is waiting for verification. Our team checks it within 6 hours and credits your tokens once it is confirmed; you'll be notified once verified.",
  online:
    'Your payment is waiting for confirmation from Paytm. Your tokens are credited as soon as it is confirmed; follow it under Transactions.',
} as const;

/** A manual transfer in review, or an online payment the gateway has not confirmed yet. */
export function PayReviewDialog({
  result,
  onClose,
  closeLabel = 'Done',
  footer,
}: ResultDialogProps) {
  return (
    <Dialog title="Payment Under Review" onClose={onClose}>
      <DialogText>{REVIEW_TEXTS[result.method]}</DialogText>
      <OrderFacts result={result} />
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
        <ButtonLink to={paths.transactions.getHref()} $variant="secondary">
          View Transactions
        </ButtonLink>
      </DialogActions>
      {footer}
    </Dialog>
  );
}

/** The payment did not go through; nothing was credited. */
export function PayFailedDialog({
  result,
  onClose,
  closeLabel = 'Try Again',
  footer,
}: ResultDialogProps) {
  return (
    <Dialog title="Oops! Payment failed!" onClose={onClose}>
      <DialogText>
        Your payment could not be completed and no tokens were credited. You can try again; if your
        account was charged, contact support with the order ID below.
      </DialogText>
      <OrderFacts result={result} />
      <DialogActions>
        <Button onClick={onClose}>{closeLabel}</Button>
      </DialogActions>
      {footer}
    </Dialog>
  );
}

/** The dialog for a payment's outcome: thanks, under review, or failed. */
export function PaymentResultDialog(props: ResultDialogProps) {
  switch (props.result.outcome) {
    case 'success':
      return <PayThanksDialog {...props} />;
    case 'pending':
      return <PayReviewDialog {...props} />;
    case 'failure':
      return <PayFailedDialog {...props} />;
  }
}
