import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '../../../lib/toast';
import { answer } from '../../../testing/auth-answers';
import { investor, investorSession } from '../../../testing/investor';
import { referralCodeAnswer } from '../../../testing/referral-answers';
import { renderWithProviders } from '../../../testing/render';
import { AccountKycQuery } from '../api/account-kyc-query';
import ProfileRoute from './profile';

const accountKyc = answer(
  AccountKycQuery,
  {},
  {
    data: {
      me: { __typename: 'User', _id: investor._id, kycStatus: 'VERIFIED', walletAddress: null },
    },
  },
);

function renderProfile() {
  renderWithProviders(
    <>
      <ProfileRoute />
      <AppToaster />
    </>,
    { session: investorSession(), mocks: [accountKyc, referralCodeAnswer()] },
  );
}

describe('the profile screen', () => {
  it('opens on Personal Data with the e-mail address read-only', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Personal Data', 'Settings', 'Password']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email Address')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1990-04-12');
  });

  it('moves between the tabs with the arrow keys', async () => {
    renderProfile();
    screen.getByRole('tab', { name: 'Personal Data' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Personal Data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the static two-factor card as Disabled', () => {
    renderProfile();
    const card = screen.getByRole('region', { name: 'Two-Factor Verification' });
    expect(within(card).getByText('Disabled')).toBeInTheDocument();
  });

  it("tells the account's status beside the tabs", () => {
    renderProfile();
    const status = screen.getByRole('region', { name: 'Account Status' });
    expect(within(status).getByText('Verified')).toBeInTheDocument();
    expect(within(status).getByText('02 Jul 2025')).toBeInTheDocument();
  });

  it('has the receiving wallet and the KYC panel in its sidebar', async () => {
    renderProfile();
    const sidebar = screen.getByRole('complementary', { name: 'Account' });
    expect(await within(sidebar).findByText('No wallet added yet')).toBeInTheDocument();
    const kyc = within(sidebar).getByRole('region', { name: 'KYC' });
    expect(within(kyc).getByText('Verified')).toBeInTheDocument();
  });
});
