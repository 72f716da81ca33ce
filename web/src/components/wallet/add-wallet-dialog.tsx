import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { Dialog } from '../dialog';
import { FieldHint, fieldLabel, inputLook } from '../form/form-frame';
import { WalletForm } from './wallet-form';

const ReadOnly = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    ${fieldLabel}
  }

  input {
    ${inputLook}
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.85rem;
  }
`;

interface AddWalletDialogProps {
  /** The registered wallet, if any: it is added once, and changed only from the profile. */
  walletAddress: string | null;
  onClose: () => void;
}

/** Adds the receiving wallet; once one is registered it is shown here without a way to change it. */
export function AddWalletDialog({ walletAddress, onClose }: AddWalletDialogProps) {
  const id = useId();
  return (
    <Dialog title={walletAddress ? 'Your Wallet' : 'Add Wallet'} onClose={onClose}>
      {walletAddress ? (
        <ReadOnly>
          <label htmlFor={id}>BEP20 Wallet Address</label>
          <input id={id} value={walletAddress} readOnly aria-describedby={`${id}-hint`} />
          <FieldHint id={`${id}-hint`}>
            Your receiving wallet is registered. To change it, edit it from your{' '}
            <Link to={paths.profile.getHref()}>profile</Link>.
          </FieldHint>
        </ReadOnly>
      ) : (
        <WalletForm current={null} onSaved={onClose} />
      )}
    </Dialog>
  );
}
