import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investorSession } from '../../../testing/investor';
import { buyTokenAnswer, renderBuyScreen } from '../test-utils';

const query = (status: string, currency = 'INR') =>
  `/buy-token?status=${status}&orderId=PTM-77&amount=3000&tokens=3.15&currency=${currency}`;

function renderWith(route: string) {
  return renderBuyScreen(route, { mocks: [buyTokenAnswer()], session: investorSession() });
}

describe('a payment result in the address of the buy token screen', () => {
  it.each([
    ['success', 'Payment Successful'],
    ['failure', 'Oops! Payment failed!'],
    ['pending', 'Payment Under Review'],
  ])('opens the %s dialog with the order', async (status, title) => {
    renderWith(query(status));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText('Order ID').nextSibling).toHaveTextContent('PTM-77');
    expect(within(dialog).getByText('Amount').nextSibling).toHaveTextContent('₹3,000.00');
    expect(within(dialog).getByText('Tokens').nextSibling).toHaveTextContent('3.15 RENT');
  });

  it('shows the amount in the currency the address names', async () => {
    renderWith(query('success', 'USD'));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(within(dialog).getByText('Amount').nextSibling).toHaveTextContent('3,000.00 USD');
  });

  it('is closed for good: the result leaves the address', async () => {
    const router = renderWith(query('failure'));
    const dialog = await screen.findByRole('dialog', { name: 'Oops! Payment failed!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy-token');
    expect(router.state.location.search).toBe('');
  });

  it('opens nothing for an unknown status', async () => {
    renderWith('/buy-token?status=maybe&orderId=PTM-77');
    await screen.findByText('Phase 2', { selector: 'dd' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
