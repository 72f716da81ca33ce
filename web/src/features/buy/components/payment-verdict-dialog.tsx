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
    case 'refunded': {
      const Refund = verdict.kind === 'refunded' ? RefundedDialog : RefundDueDialog;
      return (
        <Refund
          result={resultOf(verdict.order, 'failure')}
          supportEmail={verdict.supportEmail}
          {...close}
        />
      );
    }
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

/** A dialog with no order to show: what is known, any way on, and the button that closes it. */
function NoticeDialog({
  title,
  children,
  action = null,
  textRole,
  onClose,
  closeLabel = 'Close',
  footer,
}: PlainDialogProps & {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  textRole?: 'status';
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <DialogText role={textRole}>{children}</DialogText>
      <DialogActions>
        {action}
        <Button $variant="secondary" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
      {footer}
    </Dialog>
  );
}

function CheckingDialog(props: PlainDialogProps) {
  return (
    <NoticeDialog title="Checking Your Payment" textRole="status" {...props}>
      We are checking the status of your payment…
    </NoticeDialog>
  );
}

function SignInToSeeDialog({ orderId, ...props }: PlainDialogProps & { orderId: string }) {
  const { pathname, search } = useLocation();
  return (
    <NoticeDialog
      title="Sign In to See Your Payment"
      action={<ButtonLink to={paths.login.getHref(`${pathname}${search}`)}>Sign In</ButtonLink>}
      {...props}
    >
      Only the investor who made a payment can see its result. Sign in to see the status of order{' '}
      <strong>{orderId}</strong>.
    </NoticeDialog>
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
  ...props
}: PlainDialogProps & { error: unknown; onRetry: () => void }) {
  return (
    <NoticeDialog
      title="Payment Status Unavailable"
      action={<Button onClick={onRetry}>Retry</Button>}
      {...props}
    >
      The status of your payment could not be loaded: {errorMessage(error)}. Nothing is lost; try
      again in a moment, or follow it under Transactions.
    </NoticeDialog>
  );
}
