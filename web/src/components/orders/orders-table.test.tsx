import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderAnswer, referralBonusAnswer } from '../../testing/order-answers';
import { renderWithProviders } from '../../testing/render';
import { OrdersTable } from './orders-table';

const purchase = orderAnswer();
const bonus = referralBonusAnswer();

describe('OrdersTable', () => {
  it('lists tokens, amount, date, type and status under their headings', () => {
    renderWithProviders(<OrdersTable orders={[purchase]} caption="Your transactions" />);
    const table = screen.getByRole('table', { name: 'Your transactions' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Tokens',
      'Amount',
      'Date',
      'Type',
      'Status',
    ]);
    const [, row] = within(table).getAllByRole('row');
    const [tokens, amount, date, type, status] = within(row!).getAllByRole('cell');
    expect(tokens).toHaveTextContent(/^12 RENT$/);
    expect(within(amount!).getByText('₹12,000.00')).toBeInTheDocument();
    expect(date).toHaveTextContent(/^02 Sep 2025$/);
    expect(type).toHaveTextContent(/^Purchase$/);
    expect(status).toHaveTextContent(/^Approved$/);
  });

  it('shows the base tokens of a purchase and the total of a referral bonus', () => {
    renderWithProviders(<OrdersTable orders={[purchase, bonus]} caption="Orders" />);
    const [, purchaseRow, bonusRow] = screen.getAllByRole('row');
    // The purchase: 12 base + 1.8 bonus = 13.8 in all, shown as its 12 base tokens.
    expect(within(purchaseRow!).getByText('12 RENT')).toBeInTheDocument();
    expect(within(purchaseRow!).queryByText('13.8 RENT')).not.toBeInTheDocument();
    // The referral bonus: computed from the referee's 20 RENT, worth 3 RENT in all.
    expect(within(bonusRow!).getByText('3 RENT')).toBeInTheDocument();
    expect(within(bonusRow!).queryByText('20 RENT')).not.toBeInTheDocument();
    expect(within(bonusRow!).getByText('Referral Bonus')).toBeInTheDocument();
    expect(within(bonusRow!).getByText('₹0.00')).toBeInTheDocument();
  });

  it.each([
    ['CREDITED', 'Approved'],
    ['PENDING', 'Awaiting your payment'],
    ['FAILED', 'Failed'],
    ['REJECTED', 'Rejected'],
    ['REFUND_DUE', 'Refund due'],
    ['REFUNDED', 'Refunded'],
  ] as const)('labels a %s order "%s"', (status, label) => {
    renderWithProviders(<OrdersTable orders={[orderAnswer({ status })]} caption="Orders" />);
    const [, row] = screen.getAllByRole('row');
    expect(within(row!).getAllByRole('cell')[4]).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it.each([
    ['MANUAL', 'In review'],
    ['REFERRAL', 'Awaiting your KYC'],
  ] as const)('labels a pending %s order "%s"', (paymentMethod, label) => {
    renderWithProviders(
      <OrdersTable orders={[orderAnswer({ status: 'PENDING', paymentMethod })]} caption="Orders" />,
    );
    const [, row] = screen.getAllByRole('row');
    expect(within(row!).getAllByRole('cell')[4]).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it('explains the amount with the token price, reachable by keyboard', async () => {
    renderWithProviders(<OrdersTable orders={[purchase]} caption="Orders" />);
    const amount = screen.getByText('₹12,000.00');
    expect(amount).toHaveAccessibleDescription('1 RENT = ₹1000');
    // Shown on hover and focus by the stylesheet, which jsdom does not apply to :hover or :focus.
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(/^1 RENT = ₹1000$/);
    await userEvent.tab();
    expect(amount).toHaveFocus();
  });

  it('dates each order as the calendar reads in India', () => {
    // 11 PM on 1 July in London is already 2 July in India.
    const late = orderAnswer({ purchaseDate: '2025-07-01T22:00:00.000Z' });
    renderWithProviders(<OrdersTable orders={[late]} caption="Orders" />);
    expect(screen.getByText('02 Jul 2025')).toBeInTheDocument();
  });

  it('offers the details of each order when asked to', async () => {
    const onShowDetails = vi.fn();
    renderWithProviders(
      <OrdersTable orders={[purchase, bonus]} caption="Orders" onShowDetails={onShowDetails} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details of RENT-REF0000001' }));
    expect(onShowDetails).toHaveBeenCalledWith(bonus);
  });

  it('has no details buttons otherwise', () => {
    renderWithProviders(<OrdersTable orders={[purchase]} caption="Orders" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
