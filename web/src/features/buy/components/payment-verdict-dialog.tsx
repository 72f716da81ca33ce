import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import type { PaymentOrder } from '../api/payment-order-query';
import type { PaymentResult } from '../utils/payment-result';
import type { PaymentVerdict } from '../utils/payment-verdict';
import { DialogActions, DialogText } from './dialog-parts';
import {
  PayFailedDialog,
  PayReviewDialog,
  PayThanksDialog,
  REVIEW_TEXTS,
  RefundDueDialog,
  RefundedDialog,
  ResultActions,
} from './payment-result-dialog';

interface VerdictDialogProps {
  verdict: PaymentVerdict;
  onClose: () => void;
  /** The main button's words, where the dialog has no better one of its own. */
  closeLabel?: string;
  footer?: ReactNode;
  onRetry: () => void;
}

/** The order's own figures, never the address's. */
function resultOf(order: PaymentOrder | null, outcome: PaymentResult['outcome']): PaymentResult {
  return {
    outcome,
    method: order?.paymentMethod === 'MANUAL' ? 'manual' : 'online',
    orderId: order?.purchaseId ?? null,
    amount: order?.amountPaid ?? null,
    tokens: order?.totalTokens ?? null,
    currency: 'INR',
  };
}

/** The dialog for the payment a return link names, saying only what the server holds. */
export function PaymentVerdictDialog({ verdict, onRetry, ...props }: VerdictDialogProps) {
  const { onClose, closeLabel, footer } = props;
  const close = { onClose, ...(closeLabel && { closeLabel }), footer };
  switch (verdict.kind) {
    case 'credited':
      return <PayThanksDialog result={resultOf(verdict.order, 'success')} {...close} />;
    case 'pending':
      return <PayReviewDialog result={resultOf(verdict.order, 'pending')} {...close} />;
    case 'unconfirmed':
      return (
        <PayReviewDialog
          result={resultOf(null, 'pending')}
          text={REVIEW_TEXTS.unconfirmed}
          {...close}
        />
      );
    case 'failed':
      return (
        <PayFailedDialog
          result={resultOf(verdict.order, 'failure')}
          supportEmail={verdict.supportEmail}
          reason={verdict.order?.statusReason ?? null}
          {...close}
        />
      );
    case 'refund-due':
      return (
        <RefundDueDialog
          result={resultOf(verdict.order, 'failure')}
          supportEmail={verdict.supportEmail}
          {...close}
        />
      );
    case 'refunded':
      return (
        <RefundedDialog
          result={resultOf(verdict.order, 'failure')}
          supportEmail={verdict.supportEmail}
          {...close}
        />
      );
    case 'sign-in':
      return <SignInToSeeDialog orderId={verdict.orderId} {...props} />;
    case 'not-found':
      return <OrderNotFoundDialog {...props} />;
    case 'checking':
      return <CheckingDialog {...props} />;
    case 'unavailable':
      return <UnavailableDialog error={verdict.error} onRetry={onRetry} {...props} />;
  }
}

type PlainDialogProps = Omit<VerdictDialogProps, 'verdict' | 'onRetry'>;

function CheckingDialog({ onClose, closeLabel = 'Close', footer }: PlainDialogProps) {
  return (
    <Dialog title="Checking Your Payment" onClose={onClose}>
      <DialogText role="status">We are checking the status of your payment…</DialogText>
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
      {footer}
    </Dialog>
  );
}

function SignInToSeeDialog({
  orderId,
  onClose,
  closeLabel = 'Close',
  footer,
}: PlainDialogProps & { orderId: string }) {
  const { pathname, search } = useLocation();
  return (
    <Dialog title="Sign In to See Your Payment" onClose={onClose}>
      <DialogText>
        Only the investor who made a payment can see its result. Sign in to see the status of order{' '}
        <strong>{orderId}</strong>.
      </DialogText>
      <DialogActions>
        <ButtonLink to={paths.login.getHref(`${pathname}${search}`)}>Sign In</ButtonLink>
        <Button $variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
      {footer}
    </Dialog>
  );
}

function OrderNotFoundDialog({ onClose, closeLabel = 'Close', footer }: PlainDialogProps) {
  return (
    <Dialog title="Order Not Found" onClose={onClose}>
      <DialogText>
        We could not find this order among your orders. Your orders and their status are under
        Transactions.
      </DialogText>
      <ResultActions onClose={onClose} closeLabel={closeLabel} />
      {footer}
    </Dialog>
  );
}

function UnavailableDialog({
  error,
  onRetry,
  onClose,
  closeLabel = 'Close',
  footer,
}: PlainDialogProps & { error: unknown; onRetry: () => void }) {
  return (
    <Dialog title="Payment Status Unavailable" onClose={onClose}>
      <DialogText>
        The status of your payment could not be loaded: {errorMessage(error)}. Nothing is lost; try
        again in a moment, or follow it under Transactions.
      </DialogText>
      <DialogActions>
        <Button onClick={onRetry}>Retry</Button>
        <Button $variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
      {footer}
    </Dialog>
  );
}
