import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateWalletMutation } from '../../../lib/wallet/update-wallet';
import { answer } from '../../../testing/auth-answers';
import { kycStatusAnswer, renderKycScreen, WALLET } from '../test-utils';

const added = answer(
  UpdateWalletMutation,
  { walletAddress: WALLET.toLowerCase() },
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

describe('the receiving wallet on the KYC Application page', () => {
  it('adds a wallet once, then shows it in its checksummed form', async () => {
    renderKycScreen('/kyc', [kycStatusAnswer(), added]);
    const card = await screen.findByRole('region', { name: 'Receiving Wallet' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add Wallet' }));

    const dialog = screen.getByRole('dialog', { name: 'Add Wallet' });
    await userEvent.type(
      within(dialog).getByLabelText('BEP20 Wallet Address'),
      WALLET.toLowerCase(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Wallet address added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByText(WALLET)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Wallet' })).toHaveFocus();
  });

  it('opens a registered wallet read-only and gives focus back when closed', async () => {
    renderKycScreen('/kyc', [kycStatusAnswer({ walletAddress: WALLET })]);
    const card = await screen.findByRole('region', { name: 'Receiving Wallet' });
    const view = within(card).getByRole('button', { name: 'View Wallet' });
    await userEvent.click(view);

    const dialog = screen.getByRole('dialog', { name: 'Your Wallet' });
    expect(within(dialog).getByLabelText('BEP20 Wallet Address')).toHaveAttribute('readonly');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });
});
