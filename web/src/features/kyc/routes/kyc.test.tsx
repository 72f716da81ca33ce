import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KycApplicationStatusQuery } from '../api/kyc-application-query';
import { kycStatusAnswer, renderKycScreen, WALLET } from '../test-utils';

async function statusCard() {
  return screen.findByRole('region', { name: 'Verification Status' });
}

describe('the KYC Application page', () => {
  it('invites an investor who has not submitted to start', async () => {
    renderKycScreen('/kyc', [kycStatusAnswer()]);
    expect(screen.getByRole('heading', { level: 1, name: 'KYC Application' })).toBeInTheDocument();
    const card = await statusCard();
    expect(within(card).getByText('Not Submitted')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start KYC' })).toHaveAttribute(
      'href',
      '/kyc-form',
    );
    const wallet = screen.getByRole('region', { name: 'Receiving Wallet' });
    expect(within(wallet).getByText('No wallet added yet')).toBeInTheDocument();
  });

  it.each(['SUBMITTED', 'IN_REVIEW'] as const)(
    'shows a %s application as In Review, with its date and what happens next',
    async (status) => {
      renderKycScreen('/kyc', [kycStatusAnswer({ status })]);
      const card = await statusCard();
      expect(within(card).getByText('In Review')).toBeInTheDocument();
      expect(within(card).getByText('01 Sep 2025, 10:30 AM IST')).toBeInTheDocument();
      expect(within(card).getByText('aadhar-front.jpg (340 KB)')).toBeInTheDocument();
      expect(within(card).getByText('aadhar-back.pdf (1.2 MB)')).toBeInTheDocument();
      expect(within(card).getByText(/What happens next/)).toBeInTheDocument();
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it('tells a verified investor they can buy tokens', async () => {
    renderKycScreen('/kyc', [kycStatusAnswer({ status: 'VERIFIED', walletAddress: WALLET })]);
    const card = await statusCard();
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute(
      'href',
      '/buy-token',
    );
    expect(screen.getByText(WALLET)).toBeInTheDocument();
  });

  it('gives the reason of a rejection and the way to resubmit', async () => {
    const reason = 'The document photo is blurred.';
    renderKycScreen('/kyc', [kycStatusAnswer({ status: 'REJECTED', rejectionReason: reason })]);
    const card = await statusCard();
    expect(within(card).getByText('Rejected')).toBeInTheDocument();
    expect(within(card).getByText(reason)).toBeInTheDocument();
    const resubmit = within(card).getByRole('link', { name: 'Resubmit' });
    await userEvent.click(resubmit);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KYC Verification' }),
    ).toBeInTheDocument();
  });

  it('says so once, in place, when the status cannot be loaded, and loads it on Retry', async () => {
    renderKycScreen('/kyc', [
      { request: { query: KycApplicationStatusQuery }, error: new TypeError('Failed to fetch') },
      kycStatusAnswer({ status: 'VERIFIED' }),
    ]);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to fetch KYC status');

    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(within(await statusCard()).getByText('Verified')).toBeInTheDocument();
    // Said once, in place: no toast repeated it meanwhile.
    expect(screen.queryByText('Failed to fetch KYC status')).not.toBeInTheDocument();
  });
});
