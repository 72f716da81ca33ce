import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyTokenAnswer, renderBuyScreen } from '../test-utils';

const returned = (status: string) =>
  `/payment-status?status=${status}&orderId=PTM-20251001-0042&amount=3000&tokens=3.15&currency=INR`;

const renderStatus = (route: string) => renderBuyScreen(route, { mocks: [buyTokenAnswer()] });

describe('the payment status screen', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('thanks the investor for a successful payment, with the order', () => {
    renderStatus(returned('success'));
    const dialog = screen.getByRole('dialog', { name: 'Payment Successful' });
    const order = within(within(dialog).getByLabelText('Order'));
    expect(order.getByText('Order ID').nextSibling).toHaveTextContent('PTM-20251001-0042');
    expect(order.getByText('Amount').nextSibling).toHaveTextContent('₹3,000.00');
    expect(order.getByText('Tokens').nextSibling).toHaveTextContent('3.15 RENT');
  });

  it('returns to Buy Tokens after 7 seconds, counting down', async () => {
    const router = renderStatus(returned('success'));
    const countdown = screen.getByRole('timer');
    expect(countdown).toHaveTextContent('Returning to Buy Tokens in 7 seconds…');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countdown).toHaveTextContent('Returning to Buy Tokens in 6 seconds…');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(countdown).toHaveTextContent('Returning to Buy Tokens in 1 second…');

    await act(() => vi.advanceTimersByTimeAsync(990));
    expect(router.state.location.pathname).toBe('/payment-status');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(router.state.location.pathname).toBe('/buy-token');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Oops! Payment failed!" for a failed payment, and goes back at once on request', async () => {
    vi.useRealTimers();
    const router = renderStatus(returned('failure'));
    const dialog = screen.getByRole('dialog', { name: 'Oops! Payment failed!' });
    expect(within(dialog).getByText('Order ID').nextSibling).toHaveTextContent('PTM-20251001-0042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Buy Tokens now' }));
    expect(router.state.location.pathname).toBe('/buy-token');
  });

  it('shows a payment still waiting for confirmation as under review', () => {
    renderStatus(returned('pending'));
    const dialog = screen.getByRole('dialog', { name: 'Payment Under Review' });
    expect(dialog).toHaveTextContent('waiting for confirmation from Paytm');
  });

  it('leaves out figures that are not figures', () => {
    renderStatus('/payment-status?status=success&orderId=<script>&amount=lots&tokens=-2');
    const dialog = screen.getByRole('dialog', { name: 'Payment Successful' });
    expect(within(dialog).queryByLabelText('Order')).not.toBeInTheDocument();
  });

  it('says when the address carries no payment, and still moves on', async () => {
    const router = renderStatus('/payment-status?status=maybe');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No payment to show' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(router.state.location.pathname).toBe('/buy-token');
  });
});
