import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { DialogActions, DialogText } from './dialog-parts';

/**
 * Crypto payment through CoinGate, which SPEC.md §2 lists among the purchase modals as an unused
 * placeholder. No button or flow opens it: this pre-sale takes INR only, online or by bank
 * transfer. It says so, should a future flow link to it.
 */
export function PayCoinGateDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Pay with Crypto" onClose={onClose}>
      <DialogText>
        Crypto payment through CoinGate is not offered in this pre-sale. Please pay in INR, online
        with Paytm or by manual bank transfer.
      </DialogText>
      <DialogActions>
        <Button onClick={onClose}>Back to payment options</Button>
      </DialogActions>
    </Dialog>
  );
}
