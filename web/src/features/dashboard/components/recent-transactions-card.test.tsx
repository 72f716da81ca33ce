import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderAnswer, referralBonusAnswer } from '../../../testing/order-answers';
import { renderWithProviders } from '../../../testing/render';
import { RecentTransactionsCard } from './recent-transactions-card';

describe('RecentTransactionsCard', () => {
  it('lists the latest orders and links to all of them', () => {
    const pending = orderAnswer({ _id: 'o-3', status: 'PENDING', baseTokens: '2' });
    renderWithProviders(
      <RecentTransactionsCard orders={[pending, referralBonusAnswer(), orderAnswer()]} />,
    );
    const card = screen.getByRole('region', { name: 'Recent Transactions' });
    const [, ...rows] = within(card).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('2 RENT')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Awaiting your payment')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Referral Bonus')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Approved')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View all transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('points to the purchase screen before the first order', () => {
    renderWithProviders(<RecentTransactionsCard orders={[]} />);
    const card = screen.getByRole('region', { name: 'Recent Transactions' });
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText(/No transactions yet/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute(
      'href',
      '/buy-token',
    );
  });
});
