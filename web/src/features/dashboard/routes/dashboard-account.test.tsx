import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { print, type GraphQLFormattedError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession, type Session } from '../../../lib/session/session';
import { fakeGateway, setSessionCookie, type ScriptedAnswer } from '../../../testing/fake-gateway';
import {
  confirmedDistribution,
  distributionAnswer,
  distributionTxHash,
} from '../../../testing/distribution-answers';
import { investorSession } from '../../../testing/investor';
import { orderAnswer, referralBonusAnswer } from '../../../testing/order-answers';
import { renderWithProviders, visitorSession } from '../../../testing/render';
import { dashboardAnswer } from '../../../testing/sale-answers';
import DashboardRoute from './dashboard';

interface SentOperation {
  name: string;
  variables: Record<string, unknown>;
  query: string;
}

const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';

const investorDashboard = {
  data: {
    ...dashboardAnswer,
    me: {
      __typename: 'User',
      _id: 'u-1001',
      tokenBalance: '3.15',
      amountPaid: '3000.00',
      walletAddress: wallet,
      distribution: distributionAnswer(),
      hold: null,
    },
    orders: {
      __typename: 'OrderPage',
      orders: [
        orderAnswer({ _id: 'o-3', purchaseId: 'RENT-3', status: 'PENDING', baseTokens: '2' }),
        referralBonusAnswer(),
        orderAnswer(),
      ],
    },
  },
};

/** The investor's dashboard with their distribution as given. */
const withDistribution = (distribution: unknown, errors?: GraphQLFormattedError[]) => ({
  data: { ...investorDashboard.data, me: { ...investorDashboard.data.me, distribution } },
  ...(errors ? { errors } : {}),
});

const lastMonth = {
  data: {
    salesGraph: {
      __typename: 'SalesGraph',
      range: 'LAST_30_DAYS',
      labels: Array.from({ length: 30 }, (_, day) => `2025-12-${String(day + 1).padStart(2, '0')}`),
      data: Array.from({ length: 30 }, () => '5'),
    },
  },
};

// The account cards and the chart arrive as chunks of their own: the first test to load one in
// this worker waits for it to be compiled.
const LOADING = { timeout: 10000 };

/** A card once its figures are in (its skeleton has the same name). */
const loadedCard = (name: string) =>
  vi.waitFor(() => {
    const card = screen.getByRole('region', { name });
    expect(card).not.toHaveAttribute('aria-busy');
    return card;
  }, LOADING);

/** The dashboard on a GraphQL client whose every request is recorded (the live stream apart). */
function renderDashboard(session: Session, script: Record<string, ScriptedAnswer[]>) {
  const sent: SentOperation[] = [];
  const gateway = fakeGateway(script);
  const recorder = new ApolloLink((operation, forward) => {
    const { operationName, variables, query, operationType } = operation;
    if (operationType !== 'subscription')
      sent.push({ name: operationName ?? '', variables, query: print(query) });
    return forward(operation);
  });
  const client = new ApolloClient({
    link: ApolloLink.from([recorder, gateway.link]),
    cache: new InMemoryCache(),
  });
  renderWithProviders(
    <ApolloProvider client={client}>
      <DashboardRoute />
    </ApolloProvider>,
    { session },
  );
  return sent;
}

describe('the dashboard of a signed-in investor', { timeout: 20000 }, () => {
  afterEach(() => setSessionCookie(false));

  it('fetches the account, the latest orders and the chart in the one dashboard request', async () => {
    const sent = renderDashboard(investorSession(), { Dashboard: [investorDashboard] });
    const recent = await loadedCard('Recent Transactions');
    expect(within(recent).getAllByRole('row')).toHaveLength(4);

    expect(sent.map(({ name }) => name)).toEqual(['Dashboard']);
    const [dashboard] = sent;
    expect(dashboard?.variables).toEqual({ signedIn: true });
    expect(dashboard?.query).toContain('orders(page: 1, limit: 3) @include(if: $signedIn)');
    expect(dashboard?.query).toContain('salesGraph(range: LAST_7_DAYS)');
    expect(dashboard?.query).toMatch(/me \{[^}]*tokenBalance[^}]*walletAddress/);
    expect(dashboard?.query).toMatch(/distribution \{\s*\.\.\.DistributionStatus/);
    expect(dashboard?.query).toMatch(/fragment DistributionStatus on Distribution \{[^}]*txHash/);
  });

  it('leads with the confirmed transfer, its hash linking to the explorer', async () => {
    renderDashboard(investorSession(), {
      Dashboard: [withDistribution(confirmedDistribution())],
    });
    const card = await loadedCard('Token Distribution');
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: `Transaction ${distributionTxHash}` }),
    ).toHaveAttribute('href', `https://bscscan.com/tx/${distributionTxHash}`);
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    const titles = regions.map((id) => (id ? document.getElementById(id)?.textContent : null));
    expect(titles.slice(0, 2)).toEqual(['Your Contribution', 'Token Distribution']);
  });

  it('keeps the distribution last while nothing is planned', async () => {
    renderDashboard(investorSession(), { Dashboard: [investorDashboard] });
    const card = await loadedCard('Token Distribution');
    expect(within(card).getByText('Not scheduled yet')).toBeInTheDocument();
    const regions = screen.getAllByRole('region');
    expect(regions.at(-1)).toBe(card);
  });

  it('shows an error in the distribution card alone when only the distribution failed', async () => {
    renderDashboard(investorSession(), {
      Dashboard: [
        withDistribution(null, [
          {
            message: 'Network Error',
            path: ['me', 'distribution'],
            extensions: { code: 'UPSTREAM_UNAVAILABLE' },
          },
        ]),
      ],
    });
    await vi.waitFor(() => {
      const card = screen.getByRole('region', { name: 'Token Distribution' });
      expect(within(card).getByText('These figures could not be loaded.')).toBeInTheDocument();
    }, LOADING);
    const summary = await loadedCard('Your Contribution');
    expect(within(summary).getByText(wallet)).toBeInTheDocument();
  });

  it('shows the contribution, the token statistics and the latest orders', async () => {
    renderDashboard(investorSession(), { Dashboard: [investorDashboard] });

    const summary = await loadedCard('Your Contribution');
    expect(within(summary).getByText(wallet)).toBeInTheDocument();
    expect(within(summary).getByText('₹3,150.00')).toBeInTheDocument();
    // The contribution values the balance, bonus included, as Token Statistics does, and says so.
    expect(within(summary).getByText('Contribution').nextElementSibling).toHaveTextContent(
      '₹3,150.00Your balance at ₹1000 per RENT, bonus tokens included, as under Token Statistics',
    );

    expect((await loadedCard('Token Information')).parentElement).toHaveAttribute(
      'data-width',
      'single',
    );
    const statistics = await loadedCard('Token Statistics');
    expect(within(statistics).getByText('3.15 RENT')).toBeInTheDocument();
    expect(within(statistics).getByText('INR').nextElementSibling).toHaveTextContent('₹3,150.00');
    expect(within(statistics).getByText('USD').nextElementSibling).toHaveTextContent('$35.63');
    expect(within(statistics).getByText('AED').nextElementSibling).toHaveTextContent('AED 130.87');

    const recent = await loadedCard('Recent Transactions');
    const [, pending, bonus] = within(recent).getAllByRole('row');
    expect(within(pending!).getByText('Awaiting your payment')).toBeInTheDocument();
    expect(within(bonus!).getByText('3 RENT')).toBeInTheDocument();
    expect(within(bonus!).getByText('Referral Bonus')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'View all transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );

    // The public cards are all still there.
    expect(screen.getByText('12,34,567 RENT')).toBeInTheDocument();
    expect(await loadedCard('Tokens Sold')).toBeInTheDocument();
  });

  it('asks for the orders on load when the session marker says an investor is returning', async () => {
    setSessionCookie(true);
    const restoring = createSession({ status: 'loading', user: null });
    const sent = renderDashboard(restoring, { Dashboard: [investorDashboard] });
    expect(await loadedCard('Recent Transactions')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toEqual({ signedIn: true });
  });

  it('fetches the 30-day chart with a small query of its own', async () => {
    const sent = renderDashboard(investorSession(), {
      Dashboard: [investorDashboard],
      SalesGraph: [lastMonth],
    });
    await screen.findByRole('table', { name: 'RENT sold per day over the last 7 days' }, LOADING);
    await userEvent.click(screen.getByRole('button', { name: '30 Days' }));
    await screen.findByRole('table', { name: 'RENT sold per day over the last 30 days' });

    expect(sent.map(({ name }) => name)).toEqual(['Dashboard', 'SalesGraph']);
    expect(sent[1]?.variables).toEqual({ range: 'LAST_30_DAYS' });
    expect(sent[1]?.query).not.toContain('orders');
  });

  it('leads with what a reset put on hold, read in the one dashboard request', async () => {
    const held = {
      __typename: 'AccountHold',
      heldAt: '2026-12-06T06:30:00.000Z',
      wallet,
      kycApplication: null,
    };
    const sent = renderDashboard(investorSession(), {
      Dashboard: [
        { data: { ...investorDashboard.data, me: { ...investorDashboard.data.me, hold: held } } },
      ],
    });
    const notice = await screen.findByRole(
      'region',
      { name: 'On hold after your password reset' },
      LOADING,
    );
    expect(notice).toHaveTextContent(`the receiving wallet ${wallet}`);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(sent.map(({ name }) => name)).toEqual(['Dashboard']);
  });
});

describe('the dashboard of a visitor', { timeout: 20000 }, () => {
  it('asks for no orders and shows no account cards', async () => {
    const sent = renderDashboard(visitorSession(), { Dashboard: [{ data: dashboardAnswer }] });
    expect(await screen.findByText('12,34,567 RENT')).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: /the last 7 days/ }, LOADING),
    ).toBeInTheDocument();

    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toEqual({ signedIn: false });
    for (const name of [
      'Your Contribution',
      'Token Statistics',
      'Recent Transactions',
      'Token Distribution',
    ]) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
  });

  it('widens Token Information to fill the row the account cards leave empty', async () => {
    renderDashboard(visitorSession(), { Dashboard: [{ data: dashboardAnswer }] });
    const information = await loadedCard('Token Information');
    expect(information.parentElement).toHaveAttribute('data-width', 'double');
  });
});
