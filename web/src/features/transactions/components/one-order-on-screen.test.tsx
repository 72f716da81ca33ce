// The screen's side of decision 0119: the order of api/test/one-order-reads-the-same.test.ts, as
// the gateway answers it, reads in its transaction details as in its mail, receipt, statement and
// export.
import { ONE_ORDER } from '@rent/test-kit/one-order';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderAnswer } from '../../../testing/order-answers';
import { renderWithProviders } from '../../../testing/render';
import { TransactionDetailsDialog } from './transaction-details-dialog';

describe('one order on the screen', () => {
  it('shows the instant, amount, bonus and tokens the mail and the receipt show', () => {
    const amount = `${ONE_ORDER.amountInr}.00`;
    const order = orderAnswer({
      purchaseDate: ONE_ORDER.at,
      creditedAt: ONE_ORDER.at,
      amountPaid: amount,
      amountCharged: amount,
      baseTokens: ONE_ORDER.baseTokens,
      bonusTokens: ONE_ORDER.bonusTokens,
      totalTokens: ONE_ORDER.totalTokens,
      bonusPercent: ONE_ORDER.bonusPercent,
      phaseName: 'Pre-Sale',
    });
    renderWithProviders(<TransactionDetailsDialog order={order} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    const detail = (term: string) => within(dialog).getByText(term).nextElementSibling;
    const { reads } = ONE_ORDER;
    expect(detail('Date')).toHaveTextContent(new RegExp(`^${reads.instant}$`));
    expect(detail('Credited')).toHaveTextContent(new RegExp(`^${reads.instant}$`));
    expect(detail('Amount Paid')).toHaveTextContent(new RegExp(`^${reads.amount}$`));
    expect(detail('Bonus')).toHaveTextContent(new RegExp(`^${reads.bonusPercent}$`));
    expect(detail('Base Tokens')).toHaveTextContent(new RegExp(`^${reads.baseTokens}$`));
    expect(detail('Bonus Tokens')).toHaveTextContent(new RegExp(`^${reads.bonusTokens}$`));
    expect(detail('Total Tokens')).toHaveTextContent(new RegExp(`^${reads.totalTokens}$`));
  });
});
