import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { fakeGateway } from '../../../testing/fake-gateway';
import { renderWithProviders, visitorSession } from '../../../testing/render';
import { dashboardAnswer } from '../../../testing/sale-answers';
import DashboardRoute from './dashboard';

const progress = (tokensSold: string, percentSold: number) => ({
  data: {
    saleProgress: {
      __typename: 'SaleProgress',
      tokensSold,
      percentSold,
      isOpen: false,
      currentPhase: null,
    },
  },
});

/** The dashboard with its queries answered from a script and its live stream in the test's hand. */
function renderLiveDashboard(dashboardAnswers: number) {
  const pushes = new Subject<ApolloLink.Result>();
  const gateway = fakeGateway({
    Dashboard: Array.from({ length: dashboardAnswers }, () => ({ data: dashboardAnswer })),
  });
  const live = ApolloLink.split(
    ({ operationType }) => operationType === 'subscription',
    new ApolloLink(() => pushes),
    gateway.link,
  );
  const client = new ApolloClient({ link: live, cache: new InMemoryCache() });
  renderWithProviders(
    <ApolloProvider client={client}>
      <DashboardRoute />
    </ApolloProvider>,
    { session: visitorSession() },
  );
  return { pushes, asked: gateway.asked };
}

describe('the live dashboard', () => {
  it('moves the sales progress when a sale is pushed, and reads the rest once', async () => {
    const { pushes, asked } = renderLiveDashboard(2);
    expect(await screen.findByText('12,34,567 RENT', {}, { timeout: 10000 })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Sales Progress' });

    // The stream's first value is what the screen shows: nothing to do.
    pushes.next(progress('1234567', 88.18));
    expect(asked).toEqual(['Dashboard']);

    pushes.next(progress('1234572', 88.18));
    expect(await within(card).findByText('12,34,572 RENT')).toBeInTheDocument();
    // The chart and the account come with one more read of the dashboard.
    expect(asked).toEqual(['Dashboard', 'Dashboard']);
  });
});
