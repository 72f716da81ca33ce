import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Dialog } from '../dialog';
import { Field } from '../form/field';
import { WalletForm } from './wallet-form';

interface AddWalletDialogProps {
  /** The registered wallet, if any: it is added once, and changed only from the profile. */
  walletAddress: string | null;
  onClose: () => void;
}

/** Adds the receiving wallet; once one is registered it is shown here without a way to change it. */
export function AddWalletDialog({ walletAddress, onClose }: AddWalletDialogProps) {
  return (
    <Dialog title={walletAddress ? 'Your Wallet' : 'Add Wallet'} onClose={onClose}>
      {walletAddress ? (
        <Field
          label="BEP20 Wallet Address"
          control="mono"
          hint={
            <>
              Your receiving wallet is registered. To change it, edit it from your{' '}
              <Link to={paths.profile.getHref()}>profile</Link>.
            </>
          }
        >
          {({ id, describedBy }) => (
            <input id={id} value={walletAddress} readOnly aria-describedby={describedBy} />
          )}
        </Field>
      ) : (
        <WalletForm current={null} onSaved={onClose} />
      )}
    </Dialog>
  );
}
