import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KycStatus } from '../../../gql/graphql';
import { AppToaster } from '../../../lib/toast';
import { UpdateWalletMutation } from '../../../lib/wallet/update-wallet';
import { answer, refusal } from '../../../testing/auth-answers';
import { investor, investorSession } from '../../../testing/investor';
import { referralCodeAnswer } from '../../../testing/referral-answers';
import { renderWithProviders } from '../../../testing/render';
import { AccountKycQuery } from '../api/account-kyc-query';
import { ProfileSidebar } from './profile-sidebar';

const OLD = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const NEW = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const INVALID = 'Invalid wallet address. Must be a valid BEP20 address';
const PASSWORD = 'Rent-Investor-2025';

const account = (walletAddress: string | null, kycStatus: KycStatus = 'NOT_SUBMITTED') =>
  answer(
    AccountKycQuery,
    {},
    { data: { me: { __typename: 'User', _id: investor._id, kycStatus, walletAddress } } },
  );

const saved = (message: string, variables: object = { walletAddress: NEW }) =>
  answer(
    UpdateWalletMutation,
    { ...variables },
    { data: { updateWallet: { __typename: 'WalletPayload', message, walletAddress: NEW } } },
  );

function renderSidebar(mocks: ReturnType<typeof answer>[]) {
  renderWithProviders(
    <>
      <ProfileSidebar user={investor} />
      <AppToaster />
    </>,
    { mocks: [...mocks, referralCodeAnswer()], session: investorSession() },
  );
}

async function editWallet(address: string, password?: string) {
  const card = await screen.findByRole('region', { name: 'Receiving Wallet' });
  const edit = within(card).getByRole('button', { name: 'Edit receiving wallet' });
  // Disabled while the current wallet is being loaded.
  await waitFor(() => expect(edit).toBeEnabled());
  await userEvent.click(edit);
  const dialog = screen.getByRole('dialog');
  const field = within(dialog).getByLabelText('BEP20 Wallet Address');
  await userEvent.clear(field);
  await userEvent.type(field, address);
  if (password) await userEvent.type(within(dialog).getByLabelText('Current Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { card, dialog };
}

describe('the profile sidebar', () => {
  it('shows the KYC status with the way to the KYC Application', async () => {
    renderSidebar([account(null, 'IN_REVIEW')]);
    const panel = await screen.findByRole('region', { name: 'KYC' });
    expect(await within(panel).findByText('In Review')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Go to KYC Application' })).toHaveAttribute(
      'href',
      '/kyc',
    );
  });

  it('offers the referral link between the wallet and the KYC panel', async () => {
    renderSidebar([account(null)]);
    const card = screen.getByRole('region', { name: 'Referral Link' });
    expect(await within(card).findByLabelText('Your referral link')).toHaveValue(
      `${window.location.origin}/signup?ref=ASHA2025`,
    );
    expect(within(card).getByRole('link', { name: 'Manage your referrals' })).toHaveAttribute(
      'href',
      '/referral',
    );
    const titles = screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
    expect(titles).toEqual(['Account Status', 'Receiving Wallet', 'Referral Link', 'KYC']);
  });

  it('says when no wallet has been added yet', async () => {
    renderSidebar([account(null)]);
    expect(await screen.findByText('No wallet added yet')).toBeInTheDocument();
  });

  it('changes the wallet, refusing a malformed address in place first', async () => {
    renderSidebar([
      account(OLD),
      saved('Wallet address updated successfully', {
        walletAddress: NEW,
        currentPassword: PASSWORD,
      }),
    ]);
    expect(await screen.findByText(OLD)).toBeInTheDocument();

    const { card, dialog } = await editWallet('0xnot-a-wallet', PASSWORD);
    expect(dialog).toHaveAccessibleName('Edit Receiving Wallet');
    expect(within(dialog).getByText(INVALID)).toBeInTheDocument();

    const field = within(dialog).getByLabelText('BEP20 Wallet Address');
    await userEvent.clear(field);
    await userEvent.type(field, NEW);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wallet address updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).getByText(NEW)).toBeInTheDocument();
  });

  it("adds a first wallet with the server's message", async () => {
    renderSidebar([account(null), saved('Wallet address added successfully')]);
    const { card } = await editWallet(NEW);
    expect(await screen.findByText('Wallet address added successfully')).toBeInTheDocument();
    expect(within(card).getByText(NEW)).toBeInTheDocument();
  });

  it('explains a refused change', async () => {
    renderSidebar([
      account(OLD),
      answer(
        UpdateWalletMutation,
        { walletAddress: NEW, currentPassword: PASSWORD },
        refusal(INVALID, { code: 'BAD_USER_INPUT' }),
      ),
    ]);
    const { dialog } = await editWallet(NEW, PASSWORD);
    expect(await screen.findByText('Failed to update wallet address')).toBeInTheDocument();
    expect(within(dialog).getByText(INVALID)).toBeInTheDocument();
  });
});
