import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../lib/toast';
import { UpdateWalletMutation } from '../../../lib/wallet/update-wallet';
import { answer, refusal } from '../../../testing/auth-answers';
import { investorSession } from '../../../testing/investor';
import { renderWithProviders } from '../../../testing/render';
import { EditWalletDialog } from './edit-wallet-dialog';

const OLD = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const NEW = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const PASSWORD = 'Rent-Investor-2025';
const ASK = 'Please enter your current password to change your wallet';
const WRONG = 'Current password is incorrect';

function renderDialog(walletAddress: string | null, mocks: ReturnType<typeof answer>[] = []) {
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <EditWalletDialog walletAddress={walletAddress} onClose={onClose} />
      <AppToaster />
    </>,
    { mocks, session: investorSession() },
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

async function typeNewWallet(dialog: HTMLElement) {
  const field = within(dialog).getByLabelText('BEP20 Wallet Address');
  await userEvent.clear(field);
  await userEvent.type(field, NEW);
}

describe('the profile’s Edit wallet dialog', () => {
  it('asks for the current password in a labelled password field before replacing a wallet', async () => {
    const { dialog, onClose } = renderDialog(OLD);
    const password = within(dialog).getByLabelText('Current Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await typeNewWallet(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ASK)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the password with the new wallet and closes on success', async () => {
    const { dialog, onClose } = renderDialog(OLD, [
      answer(
        UpdateWalletMutation,
        { walletAddress: NEW, currentPassword: PASSWORD },
        {
          data: {
            updateWallet: {
              __typename: 'WalletPayload',
              message: 'Wallet address updated successfully',
              walletAddress: NEW,
            },
          },
        },
      ),
    ]);
    await typeNewWallet(dialog);
    await userEvent.type(within(dialog).getByLabelText('Current Password'), PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet address updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong password under the password field, not the address', async () => {
    const { dialog, onClose } = renderDialog(OLD, [
      answer(
        UpdateWalletMutation,
        { walletAddress: NEW, currentPassword: 'Not-My-Password1' },
        refusal(WRONG, {
          code: 'BAD_USER_INPUT',
          fields: [{ field: 'currentPassword', message: WRONG }],
        }),
      ),
    ]);
    await typeNewWallet(dialog);
    await userEvent.type(within(dialog).getByLabelText('Current Password'), 'Not-My-Password1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update wallet address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current Password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText('BEP20 Wallet Address')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a first wallet without asking for a password', () => {
    const { dialog } = renderDialog(null);
    expect(within(dialog).queryByLabelText('Current Password')).not.toBeInTheDocument();
  });
});
