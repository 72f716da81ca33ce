import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import { from, mergeMap, Subject } from 'rxjs';
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

/**
 * The dashboard with its queries answered from a script and its live stream in the test's hand.
 * The first read answers at once. The next read finds the tokens sold at `laterSold` (more credits
 * came meanwhile), and its answer waits until the test calls `answerRead`.
 */
function renderLiveDashboard(laterSold: string) {
  const pushes = new Subject<ApolloLink.Result>();
  const later = {
    ...dashboardAnswer,
    rentSupply: { ...dashboardAnswer.rentSupply, totalSold: laterSold },
  };
  const gateway = fakeGateway({ Dashboard: [{ data: dashboardAnswer }, { data: later }] });
  let answerRead = () => {};
  const answered = new Promise<void>((resolve) => {
    answerRead = resolve;
  });
  const reads: string[] = [];
  const held = new ApolloLink((operation, forward) => {
    reads.push(operation.operationName ?? '');
    return reads.length === 1
      ? forward(operation)
      : from(answered).pipe(mergeMap(() => forward(operation)));
  });
  const live = ApolloLink.split(
    ({ operationType }) => operationType === 'subscription',
    new ApolloLink(() => pushes),
    ApolloLink.from([held, gateway.link]),
  );
  const client = new ApolloClient({ link: live, cache: new InMemoryCache() });
  renderWithProviders(
    <ApolloProvider client={client}>
      <DashboardRoute />
    </ApolloProvider>,
    { session: visitorSession() },
  );
  return { pushes, reads, answerRead };
}

describe('the live dashboard', () => {
  it('moves the sales progress when a sale is pushed, and reads the rest once', async () => {
    const { pushes, reads, answerRead } = renderLiveDashboard('1234580');
    expect(await screen.findByText('12,34,567 RENT', {}, { timeout: 10000 })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Sales Progress' });

    // The stream's first value is what the screen shows: nothing to do.
    pushes.next(progress('1234567', 88.18));
    expect(reads).toEqual(['Dashboard']);

    // The pushed figure shows before the read it causes has been answered.
    pushes.next(progress('1234572', 88.18));
    expect(await within(card).findByText('12,34,572 RENT')).toBeInTheDocument();
    // The chart and the account come with one more read of the dashboard.
    expect(reads).toEqual(['Dashboard', 'Dashboard']);
    answerRead();
    expect(await within(card).findByText('12,34,580 RENT')).toBeInTheDocument();
  });
});
