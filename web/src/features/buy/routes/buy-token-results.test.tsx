import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../gql/graphql';
import { investorSession } from '../../../testing/investor';
import { visitorSession } from '../../../testing/render';
import {
  clockDuringTheSale,
  buyTokenAnswer,
  buyTokenData,
  paymentOrder,
  paymentOrderAnswer,
  renderBuyScreen,
} from '../test-utils';

const ORDER = 'RENT-7KX2M9QD4P';

const query = (status: string, orderId = ORDER) =>
  `/buy-token?status=${status}&orderId=${orderId}&amount=9999999&tokens=123456&currency=USD`;

function renderWith(route: string, answer: MockLink.MockedResponse) {
  return renderBuyScreen(route, { mocks: [buyTokenAnswer(), answer], session: investorSession() });
}

const answerWith = (status: OrderStatus) =>
  paymentOrderAnswer(ORDER, paymentOrder({ status }), { times: 3 });

describe('a payment result in the address of the buy token screen', () => {
  clockDuringTheSale();

  it.each([
    ['CREDITED', 'Payment Successful'],
    ['FAILED', 'Oops! Payment failed!'],
    ['REJECTED', 'Oops! Payment failed!'],
    ['PENDING', 'Payment Under Review'],
    ['REFUND_DUE', 'Refund Due'],
    ['REFUNDED', 'Payment Refunded'],
  ] as const)(
    'opens the dialog of a %s order with its own figures, whatever the address claims',
    async (status, title) => {
      renderWith(query('success'), answerWith(status));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText('Order ID').nextSibling).toHaveTextContent(ORDER);
      expect(within(dialog).getByText('Amount').nextSibling).toHaveTextContent('₹3,000.00');
      expect(within(dialog).getByText('Tokens').nextSibling).toHaveTextContent('3.75 RENT');
    },
  );

  it('claims no success for a forged link naming an order that is not the investor’s', async () => {
    renderWith(query('success', 'RENT-FAKE000001'), paymentOrderAnswer('RENT-FAKE000001', null));
    await screen.findByRole('dialog', { name: 'Order Not Found' });
    expect(screen.queryByRole('dialog', { name: 'Payment Successful' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in rather than showing a result', async () => {
    renderBuyScreen(query('success'), {
      mocks: [
        buyTokenAnswer(buyTokenData({ me: null })),
        paymentOrderAnswer(ORDER, null, { withOrder: false }),
      ],
      session: visitorSession(),
    });
    await screen.findByRole('dialog', { name: 'Sign In to See Your Payment' });
    expect(screen.queryByRole('dialog', { name: 'Payment Successful' })).not.toBeInTheDocument();
  });

  it('is closed for good: the result leaves the address', async () => {
    const router = renderWith(query('failure'), answerWith('FAILED'));
    const dialog = await screen.findByRole('dialog', { name: 'Oops! Payment failed!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy-token');
    expect(router.state.location.search).toBe('');
  });

  it('opens nothing for an unknown status', async () => {
    renderWith('/buy-token?status=maybe&orderId=PTM-77', answerWith('CREDITED'));
    await screen.findByText('Phase 2', { selector: 'dd' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
