import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { formatInr, formatMoney, formatPercent, formatRent } from '@rent/sale-rules';
import type { PurchaseQuote } from '../utils/purchase-quote';
import { DialogActions, DialogText } from './dialog-parts';
import { FactList } from '../../../components/fact-list';
import type { PaymentMethod } from './payment-step';
import { MANUAL_INR_ONLY } from '../forms/manual-payment-schema';
import { PAYTM_INR_ONLY } from '../forms/online-payment-schema';
import { CurrencySwitchNotice } from './currency-switch-notice';

interface PayConfirmDialogProps {
  quote: PurchaseQuote;
  method: PaymentMethod;
  walletAddress: string | null;
  onContinue: () => void;
  /** Both payment methods take INR only: the summary offers the switch before anything else. */
  onSwitchToInr: () => void;
  onClose: () => void;
}

// What each method's own dialog would say of another currency (SPEC.md §8), said here first.
const INR_ONLY: Record<PaymentMethod, string> = {
  online: PAYTM_INR_ONLY,
  manual: MANUAL_INR_ONLY,
};

const METHOD_NAMES: Record<PaymentMethod, string> = {
  online: 'online with Paytm',
  manual: 'by manual bank transfer',
};

/**
 * The purchase summed up before any payment starts. In USD or AED it says at once that the method
 * takes INR only, with the switch, and cannot continue until the purchase is in INR.
 */
export function PayConfirmDialog({
  quote,
  method,
  walletAddress,
  onContinue,
  onSwitchToInr,
  onClose,
}: PayConfirmDialogProps) {
  const inr = quote.currency === 'INR';
  return (
    <Dialog title="Confirm Purchase" onClose={onClose}>
      {inr ? null : (
        <CurrencySwitchNotice message={INR_ONLY[method]} onSwitchToInr={onSwitchToInr} />
      )}
      <FactList
        label="Purchase summary"
        facts={[
          ['Tokens', formatRent(quote.tokens)],
          [`Bonus (${formatPercent(quote.bonusPercent)})`, formatRent(quote.bonus)],
          ['Total RENT', formatRent(quote.total)],
          ['Amount (INR)', formatInr(quote.amountInr)],
          quote.currency === 'INR'
            ? null
            : [`Amount (${quote.currency})`, formatMoney(quote.amount, quote.currency)],
        ]}
      />
      <DialogText>
        You pay {METHOD_NAMES[method]}, in INR.
        {walletAddress
          ? ` Your tokens are sent to ${walletAddress} after the pre-sale ends.`
          : ' Your tokens are sent to your receiving wallet after the pre-sale ends.'}
      </DialogText>
      <DialogActions>
        <Button onClick={onContinue} disabled={!inr}>
          Continue
        </Button>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
