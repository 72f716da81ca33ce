import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionsDistributionQuery } from '../features/transactions/api/distribution-query';
import { OrdersQuery } from '../features/transactions/api/orders-query';
import { distributionAnswer } from '../testing/distribution-answers';
import { investorSession } from '../testing/investor';
import { orderAnswer } from '../testing/order-answers';
import { renderRoutes, visitorSession } from '../testing/render';
import { appRoutes } from './router';

const orders = {
  request: { query: OrdersQuery, variables: { page: 1, limit: 10 } },
  result: {
    data: {
      orders: {
        __typename: 'OrderPage',
        totalCount: 1,
        page: 1,
        limit: 10,
        orders: [orderAnswer()],
      },
    },
  },
};

const distribution = {
  request: { query: TransactionsDistributionQuery },
  result: {
    data: { me: { __typename: 'User', _id: 'u-1001', distribution: distributionAnswer() } },
  },
};

describe('the /transactions route', { timeout: 20000 }, () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it("lists a signed-in investor's orders", async () => {
    renderRoutes(appRoutes, {
      route: '/transactions',
      session: investorSession(),
      mocks: [orders, distribution],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transactions' }, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–1 of 1 transactions')).toBeInTheDocument();
  });

  it('sends a visitor to sign in first, and back here afterwards', async () => {
    const router = renderRoutes(appRoutes, { route: '/transactions', session: visitorSession() });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 10000,
    });
    expect(router.state.location.search).toBe('?redirect=%2Ftransactions');
  });
});
