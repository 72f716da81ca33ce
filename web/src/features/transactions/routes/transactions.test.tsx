import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../../lib/reload-page';
import type { DistributionStatusFragment } from '../../../gql/graphql';
import {
  confirmedDistribution,
  distributionAnswer,
  distributionTxHash,
} from '../../../testing/distribution-answers';
import { investorSession } from '../../../testing/investor';
import {
  orderAnswer,
  orderPageAnswer,
  referralBonusAnswer,
  type OrderAnswer,
} from '../../../testing/order-answers';
import { renderRoutes } from '../../../testing/render';
import { TransactionsDistributionQuery } from '../api/distribution-query';
import { OrdersQuery } from '../api/orders-query';
import TransactionsRoute from './transactions';

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

function ordersAnswer(page: number, totalCount: number, orders: OrderAnswer[]) {
  return {
    request: { query: OrdersQuery, variables: { page, limit: 10 } },
    result: {
      data: { orders: { __typename: 'OrderPage', totalCount, page, limit: 10, orders } },
    },
  } satisfies MockLink.MockedResponse;
}

function distributionMock(distribution: DistributionStatusFragment = distributionAnswer()) {
  return {
    request: { query: TransactionsDistributionQuery },
    result: { data: { me: { __typename: 'User', _id: 'u-1001', distribution } } },
  } satisfies MockLink.MockedResponse;
}

/** The screen with the orders' answers and, unless told otherwise, a distribution not planned. */
function renderTransactions(
  route: string,
  mocks: MockLink.MockedResponse[],
  distribution: MockLink.MockedResponse[] = [distributionMock()],
) {
  return renderRoutes([{ path: '/transactions', Component: TransactionsRoute }], {
    route,
    mocks: [...mocks, ...distribution],
    session: investorSession(),
  });
}

const rows = () => screen.getAllByRole('row').slice(1);
const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent);

describe('the transactions screen', () => {
  it('shows a skeleton, then the first ten orders with five page numbers', async () => {
    renderTransactions('/transactions', [ordersAnswer(1, 115, orderPageAnswer(1, 10))]);
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Transactions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your transactions…');

    expect(await screen.findByText('Showing 1–10 of 115 transactions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download statement (CSV)' })).toHaveAttribute(
      'href',
      '/downloads/transactions.csv',
    );
    expect(rows()).toHaveLength(10);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the page in the address, in the middle of its window', async () => {
    renderTransactions('/transactions?page=7', [ordersAnswer(7, 115, orderPageAnswer(61, 70))]);
    expect(await screen.findByText('Showing 61–70 of 115 transactions')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    expect(within(rows()[0]!).getByText('61 RENT')).toBeInTheDocument();
  });

  it('turns to the next page', async () => {
    const router = renderTransactions('/transactions?page=7', [
      ordersAnswer(7, 115, orderPageAnswer(61, 70)),
      ordersAnswer(8, 115, orderPageAnswer(71, 80)),
    ]);
    await screen.findByText('Showing 61–70 of 115 transactions');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('Showing 71–80 of 115 transactions')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=8');
    expect(pageNumbers()).toEqual(['6', '7', '8', '9', '10']);
    expect(within(rows()[0]!).getByText('71 RENT')).toBeInTheDocument();
  });

  it('goes to the last page when the address asks for one past it', async () => {
    const router = renderTransactions('/transactions?page=9', [
      ordersAnswer(9, 15, []),
      ordersAnswer(2, 15, orderPageAnswer(11, 15)),
    ]);
    expect(
      await screen.findByText('Showing 11–15 of 15 transactions', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(pageNumbers()).toEqual(['1', '2']);
  });

  it('shows every detail of an order in a dialog', async () => {
    const manual = orderAnswer({
      _id: 'o-2',
      purchaseId: 'RENT-MANUAL0002',
      paytmOrderId: null,
      txnId: null,
      paymentMethod: 'MANUAL',
      status: 'REJECTED',
      statusReason: 'The transfer did not arrive.',
      creditedAt: null,
      purchaseDate: '2025-10-20T12:45:00.000Z',
      amountPaid: '3000.00',
      baseTokens: '3',
      bonusTokens: '0.15',
      totalTokens: '3.15',
      bonusPercent: 5,
      phaseName: 'Phase 2',
    });
    renderTransactions('/transactions', [
      ordersAnswer(1, 3, [orderAnswer(), manual, referralBonusAnswer()]),
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of RENT-MANUAL0002' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    const detail = (term: string) => within(dialog).getByText(term).nextElementSibling;
    expect(detail('Purchase ID')).toHaveTextContent('RENT-MANUAL0002');
    expect(detail('Paytm Order ID')).toHaveTextContent('—');
    expect(detail('Transaction ID')).toHaveTextContent('—');
    expect(detail('Date')).toHaveTextContent('20 Oct 2025, 06:15 PM IST');
    expect(detail('Amount Paid')).toHaveTextContent('₹3,000.00');
    expect(detail('Base Tokens')).toHaveTextContent('3 RENT');
    expect(detail('Bonus Tokens')).toHaveTextContent('0.15 RENT');
    expect(detail('Total Tokens')).toHaveTextContent('3.15 RENT');
    expect(detail('Bonus')).toHaveTextContent('5%');
    expect(detail('Phase')).toHaveTextContent('Phase 2');
    expect(detail('Payment Method')).toHaveTextContent('Manual bank transfer');
    expect(detail('Type')).toHaveTextContent('Purchase');
    expect(detail('Status')).toHaveTextContent('Rejected');
    expect(detail('Reason')).toHaveTextContent('The transfer did not arrive.');
    expect(within(dialog).queryByText('Credited')).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details of RENT-MANUAL0002' })).toHaveFocus();
  });

  it("shows an online payment's references and when it was credited", async () => {
    renderTransactions('/transactions', [ordersAnswer(1, 1, [orderAnswer()])]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of RENT-7KX2M9QD4P' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    const detail = (term: string) => within(dialog).getByText(term).nextElementSibling;
    expect(detail('Paytm Order ID')).toHaveTextContent('PTM-20250902-0001');
    expect(detail('Transaction ID')).toHaveTextContent('20250902111212800110168');
    expect(detail('Payment Method')).toHaveTextContent('Paytm (online)');
    expect(detail('Status')).toHaveTextContent('Approved');
    expect(detail('Credited')).toHaveTextContent('02 Sep 2025, 12:01 PM IST');
    expect(within(dialog).queryByText('Reason')).not.toBeInTheDocument();
  });

  it('explains a failure and tries again', async () => {
    renderTransactions('/transactions', [
      {
        request: { query: OrdersQuery, variables: { page: 1, limit: 10 } },
        result: {
          errors: [
            { message: 'The service is unavailable', extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
          ],
        },
      },
      ordersAnswer(1, 1, [orderAnswer()]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your transactions could not be loaded.');
    expect(alert).toHaveTextContent('The service is unavailable');
    expect(within(alert).getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1–1 of 1 transactions')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reloads the page when asked to after a failure', async () => {
    renderTransactions('/transactions', [
      {
        request: { query: OrdersQuery, variables: { page: 1, limit: 10 } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch');
    await userEvent.click(within(alert).getByRole('button', { name: 'Refresh Page' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it("shows the investor's confirmed transfer above the orders, its hash linking to the explorer", async () => {
    renderTransactions(
      '/transactions',
      [ordersAnswer(1, 1, [orderAnswer()])],
      [distributionMock(confirmedDistribution())],
    );
    const panel = await screen.findByRole('region', { name: 'Token Distribution' });
    expect(within(panel).getByText('Confirmed')).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: `Transaction ${distributionTxHash}` }),
    ).toHaveAttribute('href', `https://bscscan.com/tx/${distributionTxHash}`);
    expect(await screen.findByText('Showing 1–1 of 1 transactions')).toBeInTheDocument();
  });

  it('keeps the orders when only the distribution failed, and tries it again', async () => {
    renderTransactions(
      '/transactions',
      [ordersAnswer(1, 1, [orderAnswer()])],
      [
        {
          request: { query: TransactionsDistributionQuery },
          result: {
            data: { me: { __typename: 'User', _id: 'u-1001', distribution: null } },
            errors: [
              {
                message: 'Network Error',
                path: ['me', 'distribution'],
                extensions: { code: 'UPSTREAM_UNAVAILABLE' },
              },
            ],
          },
        },
        distributionMock(confirmedDistribution()),
      ],
    );
    expect(await screen.findByText('Showing 1–1 of 1 transactions')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your token distribution could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const panel = await screen.findByRole('region', { name: 'Token Distribution' });
    expect(await within(panel).findByText('Confirmed')).toBeInTheDocument();
  });

  it('points to the purchase screen when there are no orders yet', async () => {
    renderTransactions('/transactions', [ordersAnswer(1, 0, [])]);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute('href', '/buy-token');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
