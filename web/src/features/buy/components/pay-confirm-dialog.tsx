import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { formatInr, formatRent } from '../../../lib/format-number';
import { formatAmount } from '../utils/format-amount';
import type { PurchaseQuote } from '../utils/purchase-quote';
import { DialogActions, DialogText } from './dialog-parts';
import { FactList } from '../../../components/fact-list';
import type { PaymentMethod } from './payment-step';

interface PayConfirmDialogProps {
  quote: PurchaseQuote;
  method: PaymentMethod;
  walletAddress: string | null;
  onContinue: () => void;
  onClose: () => void;
}

const METHOD_NAMES: Record<PaymentMethod, string> = {
  online: 'online with Paytm',
  manual: 'by manual bank transfer',
};

/** The purchase summed up before any payment starts. */
export function PayConfirmDialog({
  quote,
  method,
  walletAddress,
  onContinue,
  onClose,
}: PayConfirmDialogProps) {
  return (
    <Dialog title="Confirm Purchase" onClose={onClose}>
      <FactList
        label="Purchase summary"
        facts={[
          ['Tokens', formatRent(quote.tokens)],
          [`Bonus (${quote.bonusPercent}%)`, formatRent(quote.bonus)],
          ['Total RENT', formatRent(quote.total)],
          ['Amount (INR)', formatInr(quote.amountInr)],
          quote.currency === 'INR'
            ? null
            : [`Amount (${quote.currency})`, formatAmount(quote.amount, quote.currency)],
        ]}
      />
      <DialogText>
        You pay {METHOD_NAMES[method]}, in INR.
        {walletAddress
          ? ` Your tokens are sent to ${walletAddress} after the pre-sale ends.`
          : ' Your tokens are sent to your receiving wallet after the pre-sale ends.'}
      </DialogText>
      <DialogActions>
        <Button onClick={onContinue}>Continue</Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
