import { Dialog } from '../../../components/dialog';
import { WalletForm } from '../../../components/wallet/wallet-form';

interface EditWalletDialogProps {
  walletAddress: string | null;
  onClose: () => void;
}

/** Changes the receiving wallet, or adds it when there is none yet. */
export function EditWalletDialog({ walletAddress, onClose }: EditWalletDialogProps) {
  return (
    <Dialog title={walletAddress ? 'Edit Receiving Wallet' : 'Add Wallet'} onClose={onClose}>
      <WalletForm current={walletAddress} onSaved={onClose} />
    </Dialog>
  );
}
