import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpdateWalletMutation } from '../../../lib/wallet/update-wallet';
import { answer } from '../../../testing/auth-answers';
import { investor, investorSession } from '../../../testing/investor';
import {
  clockDuringTheSale,
  bankReferenceAnswer,
  buyTokenAnswer,
  buyTokenData,
  renderBuyScreen,
  verifiedInvestor,
  WALLET,
  DIALOG_FLOW,
} from '../test-utils';

const walletAdded = answer(
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

async function startWithoutWallet(button: string) {
  const session = investorSession();
  renderBuyScreen('/buy-token', {
    mocks: [
      buyTokenAnswer(buyTokenData({ me: verifiedInvestor({ walletAddress: null }) })),
      walletAdded,
    ],
    session,
  });
  await screen.findByText('Phase 2', { selector: 'dd' });
  await userEvent.type(screen.getByLabelText('Number of RENT tokens'), '3');
  await userEvent.click(screen.getByRole('button', { name: button }));
  return session;
}

describe('the dialogs of a purchase', DIALOG_FLOW, () => {
  clockDuringTheSale();

  it('asks for the receiving wallet first, then goes on to the summary', async () => {
    await startWithoutWallet('Pay Online (Paytm)');
    const wallet = screen.getByRole('dialog', { name: 'Add Wallet' });
    await userEvent.click(within(wallet).getByLabelText('BEP20 Wallet Address'));
    await userEvent.paste(WALLET);
    await userEvent.click(within(wallet).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Purchase' });
    expect(confirm).toHaveTextContent(`Your tokens are sent to ${WALLET}`);
    expect(screen.getByText('Wallet address added successfully')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Pay Online' })).toBeInTheDocument();
  });

  it('starts no payment when the wallet dialog is closed without a wallet', async () => {
    await startWithoutWallet('Manual Bank Transfer');
    expect(screen.getByRole('dialog', { name: 'Add Wallet' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manual Bank Transfer' })).toHaveFocus();
  });

  it('goes straight to the summary with a wallet on record, and on to the bank transfer', async () => {
    renderBuyScreen('/buy-token', {
      mocks: [buyTokenAnswer(), bankReferenceAnswer()],
      session: investorSession(),
    });
    await screen.findByText('Phase 2', { selector: 'dd' });
    await userEvent.type(screen.getByLabelText('Number of RENT tokens'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Manual Bank Transfer' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Purchase' });
    expect(confirm).toHaveTextContent('You pay by manual bank transfer, in INR.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Manual Bank Transfer' })).toBeInTheDocument();
  });

  it('brings the balance in the top bar up to date with the answer', async () => {
    const session = investorSession();
    renderBuyScreen('/buy-token', {
      mocks: [buyTokenAnswer(buyTokenData({ me: verifiedInvestor({ tokenBalance: '12500' }) }))],
      session,
    });
    expect(await screen.findByText('12,500 RENT')).toBeInTheDocument();
    expect(session.getState().user).toEqual({ ...investor, tokenBalance: '12500' });
  });
});
