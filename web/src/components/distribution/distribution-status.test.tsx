import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  confirmedDistribution,
  distributionAnswer,
  distributionTxHash,
  distributionWallet,
} from '../../testing/distribution-answers';
import { renderWithProviders } from '../../testing/render';
import { DistributionStatusView } from './distribution-status';

const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('DistributionStatusView', () => {
  it('before a plan, says tokens go out after the sale, with the amount credited today', () => {
    renderWithProviders(<DistributionStatusView distribution={distributionAnswer()} />);
    expect(screen.getByText('Not scheduled yet')).toBeInTheDocument();
    expect(
      screen.getByText('Your tokens are sent to your wallet after the pre-sale ends.'),
    ).toBeInTheDocument();
    expect(factOf('Amount')).toHaveTextContent('3.15 RENT');
    expect(factOf('Wallet')).toHaveTextContent(distributionWallet);
  });

  it('shows a scheduled transfer with its amount and the wallet it will go to', () => {
    renderWithProviders(
      <DistributionStatusView
        distribution={distributionAnswer({
          status: 'SCHEDULED',
          amount: '1250.5',
          plannedAt: '2026-01-05T06:30:00.000Z',
        })}
      />,
    );
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(factOf('Amount')).toHaveTextContent('1,250.5 RENT');
    expect(factOf('Wallet')).toHaveTextContent(distributionWallet);
    expect(factOf('Planned on')).toHaveTextContent('05 Jan 2026, 12:00 PM IST');
    expect(screen.queryByText('Transaction')).not.toBeInTheDocument();
  });

  it('shows a sent transfer with its hash while it waits for confirmations', () => {
    renderWithProviders(
      <DistributionStatusView
        distribution={distributionAnswer({
          status: 'SENT',
          amount: '3.15',
          txHash: distributionTxHash,
          txUrl: null,
          sentAt: '2026-01-06T06:30:00.000Z',
        })}
      />,
    );
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(factOf('Transaction')).toHaveTextContent(distributionTxHash);
    expect(screen.queryByRole('link', { name: /Transaction/ })).not.toBeInTheDocument();
  });

  it('shows a confirmed transfer with its hash linking to the explorer, and its block', () => {
    renderWithProviders(<DistributionStatusView distribution={confirmedDistribution()} />);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Your tokens are in your wallet.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: `Transaction ${distributionTxHash}` });
    expect(link).toHaveAttribute('href', `https://bscscan.com/tx/${distributionTxHash}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.querySelector('wbr')).not.toBeNull();
    expect(factOf('Block')).toHaveTextContent('41234567');
    expect(factOf('Confirmed on')).toHaveTextContent('06 Jan 2026, 12:01 PM IST');
  });

  it('holds a transfer until KYC is verified, linking to the KYC screen', () => {
    renderWithProviders(
      <DistributionStatusView
        distribution={distributionAnswer({
          status: 'HELD',
          amount: '3.15',
          heldReason: 'KYC_NOT_VERIFIED',
        })}
      />,
    );
    expect(screen.getByText('Held')).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Your tokens are held until your identity is verified.');
    expect(within(note).getByRole('link', { name: 'Complete KYC' })).toHaveAttribute(
      'href',
      '/kyc',
    );
  });

  it('holds a transfer without a wallet, linking to the profile to add one', () => {
    renderWithProviders(
      <DistributionStatusView
        distribution={distributionAnswer({
          status: 'HELD',
          amount: '3.15',
          wallet: null,
          heldReason: 'NO_WALLET',
        })}
      />,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('no receiving wallet is registered');
    expect(
      within(note).getByRole('link', { name: 'Add a wallet in your profile' }),
    ).toHaveAttribute('href', '/profile');
    expect(within(factOf('Wallet') as HTMLElement).getByRole('link')).toHaveTextContent(
      'Add a wallet',
    );
  });

  it('says a transfer that does not match the plan is in review, with nothing to do', () => {
    renderWithProviders(
      <DistributionStatusView
        distribution={distributionAnswer({
          status: 'IN_REVIEW',
          amount: '3.15',
          txHash: distributionTxHash,
        })}
      />,
    );
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.getByText(/The team is reviewing your transfer/)).toBeInTheDocument();
  });
});
