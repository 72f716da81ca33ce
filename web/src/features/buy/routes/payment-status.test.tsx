import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { investorSession } from '../../../testing/investor';
import { visitorSession } from '../../../testing/render';
import { PaymentOrderQuery } from '../api/payment-order-query';
import {
  buyTokenAnswer,
  paymentOrder,
  paymentOrderAnswer,
  renderBuyScreen,
  SUPPORT_EMAIL,
} from '../test-utils';

const ORDER = 'RENT-7KX2M9QD4P';

/** A return link as the gateway writes it, or as anyone may edit it. */
const returned = (status: string, orderId = ORDER) =>
  `/payment-status?status=${status}&orderId=${orderId}&amount=9999999.00&tokens=123456&currency=INR`;

function renderStatus(
  route: string,
  answers: MockLink.MockedResponse[],
  session = investorSession(),
) {
  return renderBuyScreen(route, { mocks: [buyTokenAnswer(), ...answers], session });
}

/** Lets the answers arrive (timers are fake in this file). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(20));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const factOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).nextSibling?.textContent;

describe('the payment status screen', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it("thanks the owner of a credited order with the order's own figures, not the address's", async () => {
    renderStatus(returned('success'), [paymentOrderAnswer(ORDER, paymentOrder())]);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Payment Successful' });
    expect(factOf(dialog, 'Order ID')).toBe(ORDER);
    expect(factOf(dialog, 'Amount')).toBe('₹3,000.00');
    expect(factOf(dialog, 'Tokens')).toBe('3.75 RENT');
    expect(dialog).not.toHaveTextContent(/9,999,999|123,456/);
  });

  it('never claims success for a forged link naming an order that is not the investor’s', async () => {
    renderStatus(returned('success', 'RENT-FAKE000001'), [
      paymentOrderAnswer('RENT-FAKE000001', null),
    ]);
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Payment Successful' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Order Not Found' });
    expect(dialog).toHaveTextContent('We could not find this order among your orders.');
    expect(document.body).not.toHaveTextContent(/tokens are credited/i);
  });

  it('shows a failed order as failed when its link is edited to success, with support to write to', async () => {
    const failed = paymentOrder({ status: 'FAILED', statusReason: 'The payment failed.' });
    renderStatus(returned('success'), [paymentOrderAnswer(ORDER, failed)]);
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Payment Successful' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Oops! Payment failed!' });
    expect(dialog).toHaveTextContent(
      `If your account was charged, write to ${SUPPORT_EMAIL} quoting the order ID ${ORDER}.`,
    );
    expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}?subject=Payment%20for%20order%20${ORDER}`,
    );
    expect(factOf(dialog, 'Reason')).toBe('The payment failed.');
    expect(within(dialog).getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('shows a rejected transfer as failed and a refund due as a refund, never as success', async () => {
    renderStatus(returned('success'), [
      paymentOrderAnswer(ORDER, paymentOrder({ status: 'REFUND_DUE' })),
    ]);
    await settle();
    const refund = screen.getByRole('dialog', { name: 'Refund Due' });
    expect(refund).toHaveTextContent('No tokens were credited, and the amount will be refunded');
    expect(refund).toHaveTextContent(`write to ${SUPPORT_EMAIL} quoting the order ID ${ORDER}`);
  });

  it('keeps confirming a pending payment, reading it again until it is credited, then moves on', async () => {
    const pending = paymentOrder({ status: 'PENDING' });
    const router = renderStatus(returned('pending'), [
      paymentOrderAnswer(ORDER, pending, { times: 2 }),
      paymentOrderAnswer(ORDER, paymentOrder()),
    ]);
    await settle();
    const review = screen.getByRole('dialog', { name: 'Payment Under Review' });
    expect(review).toHaveTextContent('We are confirming your payment with Paytm.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await wait(3000);
    expect(screen.getByRole('dialog', { name: 'Payment Under Review' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-status');

    await wait(4000);
    const thanks = screen.getByRole('dialog', { name: 'Payment Successful' });
    expect(factOf(thanks, 'Tokens')).toBe('3.75 RENT');
    expect(screen.getByRole('timer')).toHaveTextContent('Returning to Buy Tokens in 7 seconds…');
    await wait(7000);
    expect(router.state.location.pathname).toBe('/buy-token');
  });

  it('stops reading a pending order once the investor leaves the screen', async () => {
    let reads = 0;
    const pendingForever: MockLink.MockedResponse = {
      request: { query: PaymentOrderQuery, variables: { purchaseId: ORDER, withOrder: true } },
      result: () => {
        reads += 1;
        const order = paymentOrder({ status: 'PENDING' });
        return { data: { sale: { __typename: 'Sale', supportEmail: SUPPORT_EMAIL }, order } };
      },
      maxUsageCount: 100,
      delay: 0,
    };
    const router = renderStatus(returned('pending'), [pendingForever]);
    await settle();
    await wait(3000);
    expect(reads).toBe(2);
    await act(async () => {
      await router.navigate('/buy-token');
    });
    await wait(120_000);
    expect(reads).toBe(2);
  });

  it('reads a pending order at most every 30 seconds, and stops after 30 minutes', async () => {
    let reads = 0;
    const pendingForever: MockLink.MockedResponse = {
      request: { query: PaymentOrderQuery, variables: { purchaseId: ORDER, withOrder: true } },
      result: () => {
        reads += 1;
        const order = paymentOrder({ status: 'PENDING' });
        return { data: { sale: { __typename: 'Sale', supportEmail: SUPPORT_EMAIL }, order } };
      },
      maxUsageCount: 1000,
      delay: 0,
    };
    renderStatus(returned('pending'), [pendingForever]);
    await settle();
    /** Time passing as the browser lives it: React renders between the timers. */
    const live = async (ms: number) => {
      for (let passed = 0; passed < ms; passed += 1000) await wait(1000);
    };
    await live(10 * 60_000);
    const afterTenMinutes = reads;
    await live(60_000);
    expect(reads - afterTenMinutes).toBe(2);
    await live(20 * 60_000);
    const afterHalfAnHour = reads;
    await live(30 * 60_000);
    expect(reads).toBe(afterHalfAnHour);
    expect(screen.getByRole('dialog', { name: 'Payment Under Review' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in, says it returns to Buy Tokens, and does after 7 seconds with the payment', async () => {
    const router = renderStatus(
      returned('success'),
      [paymentOrderAnswer('RENT-7KX2M9QD4P', null, { withOrder: false })],
      visitorSession(),
    );
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Payment Successful' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Sign In to See Your Payment' });
    expect(dialog).toHaveTextContent(`Sign in to see the status of order ${ORDER}.`);
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(returned('success'))}`,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Returning to Buy Tokens in 7 seconds…');
    await wait(6000);
    expect(router.state.location.pathname).toBe('/payment-status');
    await wait(1000);
    expect(router.state.location.pathname).toBe('/buy-token');
    expect(router.state.location.search).toBe(`?status=success&orderId=${ORDER}`);
  });

  it('says "Oops! Payment failed!" for a refused return that names no order, and goes back on request', async () => {
    const router = renderStatus('/payment-status?status=failure&currency=INR', [
      paymentOrderAnswer('', null, { withOrder: false }),
    ]);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Oops! Payment failed!' });
    expect(dialog).toHaveTextContent(
      `write to ${SUPPORT_EMAIL} with the date and amount of the payment.`,
    );
    vi.useRealTimers();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to Buy Tokens now' }));
    expect(router.state.location.pathname).toBe('/buy-token');
  });

  it('says a return the gateway could not confirm is still under review, without claiming more', async () => {
    renderStatus('/payment-status?status=pending&currency=INR', []);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Payment Under Review' });
    expect(dialog).toHaveTextContent('We could not confirm your payment yet.');
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('returns to Buy Tokens 7 seconds after a final outcome, counting down', async () => {
    const router = renderStatus(returned('failure'), [
      paymentOrderAnswer(ORDER, paymentOrder({ status: 'FAILED' })),
    ]);
    await settle();
    const countdown = screen.getByRole('timer');
    expect(countdown).toHaveTextContent('Returning to Buy Tokens in 7 seconds…');
    await wait(1000);
    expect(countdown).toHaveTextContent('Returning to Buy Tokens in 6 seconds…');
    await wait(5000);
    expect(countdown).toHaveTextContent('Returning to Buy Tokens in 1 second…');

    await wait(970);
    expect(router.state.location.pathname).toBe('/payment-status');
    await wait(10);
    expect(router.state.location.pathname).toBe('/buy-token');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the address carries no payment, and still moves on', async () => {
    const router = renderStatus('/payment-status?status=maybe', []);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'No payment to show' })).toBeInTheDocument();
    await wait(7000);
    expect(router.state.location.pathname).toBe('/buy-token');
  });
});
