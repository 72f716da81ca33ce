import { Button, ButtonLink } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { paths } from '../../../config/paths';
import { formatMoney, formatRent } from '@rent/sale-rules';
import { resumeHref } from '../utils/purchase-resume';
import type { PurchaseQuote } from '../utils/purchase-quote';
import { DialogActions, DialogText } from './dialog-parts';
import type { PaymentMethod } from './payment-step';

const METHOD_WORDS: Record<PaymentMethod, string> = {
  online: 'paid online (Paytm)',
  manual: 'paid by bank transfer',
};

interface SessionEndedDialogProps {
  quote: PurchaseQuote;
  method: PaymentMethod;
  onClose: () => void;
}

/**
 * Shown in place of a payment dialog once the session has ended under it: a payment can no longer
 * go ahead, so the dialog says so and offers a sign-in that comes back to this very purchase.
 */
export function SessionEndedDialog({ quote, method, onClose }: SessionEndedDialogProps) {
  const back = resumeHref({ tokens: quote.tokens, currency: quote.currency, method });
  return (
    <Dialog title="Your Session Has Ended" onClose={onClose}>
      <DialogText>
        You were signed out, so this payment cannot go ahead, and no order was placed. Sign in again
        to come back to this purchase: {formatRent(quote.tokens)} for{' '}
        {formatMoney(quote.amount, quote.currency)}, {METHOD_WORDS[method]}.
      </DialogText>
      <DialogActions>
        <ButtonLink to={paths.login.getHref(back)}>Sign In</ButtonLink>
        <Button $variant="secondary" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
