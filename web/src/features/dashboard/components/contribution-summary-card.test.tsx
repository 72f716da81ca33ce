import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investorSession } from '../../../testing/investor';
import { renderWithProviders } from '../../../testing/render';
import { ContributionSummaryCard } from './contribution-summary-card';
import { ContributionSummarySkeleton } from './contribution-summary-skeleton';

const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('ContributionSummaryCard', () => {
  it('shows the balance, what it cost and the receiving wallet', () => {
    renderWithProviders(
      <ContributionSummaryCard
        tokenBalance="3.15"
        amountPaid="3000.00"
        walletAddress={wallet}
        price="1000"
      />,
    );
    const card = screen.getByRole('region', { name: 'Your Contribution' });
    expect(within(card).getByText('Token balance').nextElementSibling).toHaveTextContent(
      '3.15 RENT',
    );
    expect(within(card).getByText('Contribution').nextElementSibling).toHaveTextContent(
      '₹3,150.00',
    );
    expect(within(card).getByText('Amount paid').nextElementSibling).toHaveTextContent('₹3,000.00');
    expect(within(card).getByText(wallet)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Change in Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(card).queryByRole('button', { name: 'Add Wallet' })).not.toBeInTheDocument();
  });

  it(
    'asks for a wallet when there is none, and opens the form to add it',
    { timeout: 20000 },
    async () => {
      renderWithProviders(
        <ContributionSummaryCard
          tokenBalance="0"
          amountPaid="0.00"
          walletAddress={null}
          price="1000"
        />,
        { session: investorSession() },
      );
      expect(
        screen.getByText(/Add a wallet to receive your tokens when the pre-sale ends/),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Add Wallet' }));
      // The wallet form is a chunk of its own, loaded on the first click.
      const dialog = await screen.findByRole('dialog', { name: 'Add Wallet' }, { timeout: 10000 });
      expect(within(dialog).getByLabelText(/BEP20 Wallet Address/)).toBeInTheDocument();
    },
  );

  it('keeps its labels in place while its figures are on their way', () => {
    const labelsOf = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent);
    const { unmount } = renderWithProviders(<ContributionSummarySkeleton />);
    const skeleton = screen.getByRole('region', { name: 'Your Contribution' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByText('Loading…')).toBeInTheDocument();
    const waiting = labelsOf(skeleton);
    unmount();

    renderWithProviders(
      <ContributionSummaryCard
        tokenBalance="1"
        amountPaid="1000"
        walletAddress={null}
        price="1000"
      />,
    );
    expect(labelsOf(screen.getByRole('region', { name: 'Your Contribution' }))).toEqual(waiting);
    expect(waiting).toEqual([
      'Token balance',
      'Amount paid',
      'Contribution',
      'Receiving wallet (BEP20)',
    ]);
  });
});
