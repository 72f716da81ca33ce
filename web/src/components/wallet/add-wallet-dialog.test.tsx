import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../lib/toast';
import { UpdateWalletMutation } from '../../lib/wallet/update-wallet';
import { answer, refusal } from '../../testing/auth-answers';
import { investorSession } from '../../testing/investor';
import { renderWithProviders } from '../../testing/render';
import { AddWalletDialog } from './add-wallet-dialog';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const INVALID = 'Invalid wallet address. Must be a valid BEP20 address';

const added = answer(
  UpdateWalletMutation,
  { walletAddress: WALLET },
  {
    data: {
      updateWallet: {
        __typename: 'WalletPayload',
        message: 'Wallet address added successfully',
        walletAddress: WALLET,
      },
    },
  },
);

function renderDialog(walletAddress: string | null, mocks = [added]) {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <button type="button">Add Wallet</button>
      <AddWalletDialog walletAddress={walletAddress} onClose={onClose} />
      <AppToaster />
    </>,
    { mocks, session: investorSession() },
  );
  return {
    onClose,
    dialog: screen.getByRole('dialog', { name: walletAddress ? 'Your Wallet' : 'Add Wallet' }),
  };
}

describe('the add-wallet dialog', () => {
  it('is a labelled modal dialog with focus on the address', () => {
    const { dialog } = renderDialog(null);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('BEP20 Wallet Address')).toHaveFocus();
  });

  it('refuses an address that is not BEP20 with the message of SPEC.md, in place', async () => {
    const { dialog, onClose } = renderDialog(null);
    await userEvent.type(within(dialog).getByLabelText('BEP20 Wallet Address'), '0x1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(INVALID)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('BEP20 Wallet Address')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the wallet and says so', async () => {
    const { dialog, onClose } = renderDialog(null);
    await userEvent.type(within(dialog).getByLabelText('BEP20 Wallet Address'), WALLET);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet address added successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('explains a refusal of the server under the field and in a toast', async () => {
    const taken = 'This wallet address is already registered to another account.';
    const { dialog, onClose } = renderDialog(null, [
      answer(UpdateWalletMutation, { walletAddress: WALLET }, refusal(taken, { code: 'CONFLICT' })),
    ]);
    await userEvent.type(within(dialog).getByLabelText('BEP20 Wallet Address'), WALLET);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to add wallet address')).toBeInTheDocument();
    expect(screen.getAllByText(taken)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a registered wallet read-only, without a way to change it here', () => {
    const { dialog } = renderDialog(WALLET);
    const field = within(dialog).getByLabelText('BEP20 Wallet Address');
    expect(field).toHaveValue(WALLET);
    expect(field).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('closes with Escape and with the close button, and keeps Tab inside', async () => {
    const { dialog, onClose } = renderDialog(WALLET);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const field = within(dialog).getByLabelText('BEP20 Wallet Address');
    field.focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('link', { name: 'profile' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(field).toHaveFocus();
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
