import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CancelOnlineOrderMutation, UnpaidOrdersQuery } from '../api/unpaid-orders';
import { UnpaidOrders } from './unpaid-orders';

const order = (purchaseId: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Order' as const,
  _id: purchaseId,
  purchaseId,
  purchaseDate: '2025-12-28T12:00:00.000Z',
  amountPaid: '2000.00',
  totalTokens: '2.5',
  paymentMethod: 'PAYTM',
  status: 'PENDING',
  holdUntil: '2025-12-28T12:15:00.000Z',
  ...overrides,
});

const ordersAnswer = (orders: ReturnType<typeof order>[]) => ({
  request: { query: UnpaidOrdersQuery },
  result: { data: { orders: { __typename: 'OrderPage', orders } } },
});

describe('the orders awaiting payment on the buy page', () => {
  it('lists only unpaid online orders, each with until when its tokens are set aside', async () => {
    renderWithProviders(<UnpaidOrders signedIn />, {
      mocks: [
        ordersAnswer([
          order('RENT-UNPAID0001'),
          order('RENT-MANUAL0001', { paymentMethod: 'MANUAL' }),
          order('RENT-PAID00001', { status: 'CREDITED', holdUntil: null }),
        ]),
      ],
    });
    const card = await screen.findByRole('region', { name: 'Orders awaiting your payment' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('2.5 RENT for ₹2,000.00 (RENT-UNPAID0001)');
    // The reference stays on one line on a phone, never split at its hyphen.
    expect(within(items[0]!).getByText('(RENT-UNPAID0001)')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(items[0]).toHaveTextContent('Set aside until 28 Dec 2025, 05:45 PM IST');
    expect(
      within(items[0]!).getByRole('button', { name: 'Pay now for RENT-UNPAID0001' }),
    ).toBeEnabled();
  });

  it("names each order's buttons for that order, so a screen reader tells them apart", async () => {
    renderWithProviders(<UnpaidOrders signedIn />, {
      mocks: [ordersAnswer([order('RENT-UNPAID0001'), order('RENT-UNPAID0002')])],
    });
    await screen.findByRole('region', { name: 'Orders awaiting your payment' });
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Pay now for RENT-UNPAID0001',
      'Cancel order RENT-UNPAID0001',
      'Pay now for RENT-UNPAID0002',
      'Cancel order RENT-UNPAID0002',
    ]);
  });

  it('cancels an order and says what happened', async () => {
    renderWithProviders(<UnpaidOrders signedIn />, {
      mocks: [
        ordersAnswer([order('RENT-UNPAID0001')]),
        {
          request: {
            query: CancelOnlineOrderMutation,
            variables: { purchaseId: 'RENT-UNPAID0001' },
          },
          result: {
            data: {
              cancelOnlineOrder: {
                __typename: 'CancelOnlineOrderPayload',
                message: 'Order cancelled. Nothing was charged.',
                outcome: 'CANCELLED',
                order: {
                  __typename: 'Order',
                  _id: 'RENT-UNPAID0001',
                  purchaseId: 'RENT-UNPAID0001',
                  status: 'FAILED',
                  holdUntil: null,
                },
              },
            },
          },
        },
        ordersAnswer([]),
      ],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel order RENT-UNPAID0001' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Order cancelled. Nothing was charged.',
    );
  });

  it('shows nothing to a visitor or an investor with no unpaid order', async () => {
    const { container } = renderWithProviders(<UnpaidOrders signedIn={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
