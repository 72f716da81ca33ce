import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { dashboardAnswer } from '../../../testing/sale-answers';
import { DashboardQuery } from '../api/dashboard-query';
import DashboardRoute from './dashboard';

const answer: MockLink.MockedResponse = {
  request: { query: DashboardQuery },
  result: { data: dashboardAnswer },
};
const failure: MockLink.MockedResponse = {
  request: { query: DashboardQuery },
  error: new TypeError('Failed to fetch'),
};

function renderDashboard(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <MockedProvider mocks={mocks}>
      <DashboardRoute />
    </MockedProvider>,
  );
}

describe('the dashboard', () => {
  it('shows skeletons, then every public card from one answer', async () => {
    renderDashboard([answer]);
    expect(screen.getByRole('region', { name: 'Sales Progress' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    expect(await screen.findByText('12,34,567 RENT')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sales Progress' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('The pre-sale has ended')).toBeInTheDocument();
    expect(screen.getByText('≈ $11.31')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Token Calculator' })).toBeInTheDocument();
  });

  it('feeds the live rates to the calculator', async () => {
    renderDashboard([answer]);
    await screen.findByText('12,34,567 RENT');
    await userEvent.selectOptions(await screen.findByLabelText('Currency'), 'USD');
    expect(screen.getByText('Live Rate: 1 USD ≈ ₹88.40')).toBeInTheDocument();
  });

  it('explains a failure, keeps the calculator on fallback rates, and retries', async () => {
    renderDashboard([failure, answer]);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The sale figures could not be loaded.');
    expect(error).toHaveTextContent('Failed to fetch');

    await userEvent.selectOptions(await screen.findByLabelText('Currency'), 'USD');
    expect(screen.getByText('Error fetching USD rate')).toBeInTheDocument();

    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('12,34,567 RENT')).toBeInTheDocument();
    expect(screen.queryByText('The sale figures could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps what arrived when the sale server is down: each card says so, rates still work', async () => {
    const down = (field: string) => ({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      path: [field],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    const partial: MockLink.MockedResponse = {
      request: { query: DashboardQuery },
      result: {
        data: { ...dashboardAnswer, sale: null, rentSupply: null, salesGraph: null },
        errors: [down('sale'), down('rentSupply'), down('salesGraph')],
      },
    };
    renderDashboard([partial, answer]);
    await screen.findAllByText('These figures could not be loaded.');

    for (const title of ['Pre-Sale Info', 'Sales Progress', 'Token Information', 'Tokens Sold']) {
      const card = screen.getByRole('region', { name: title });
      expect(within(card).getByRole('alert')).toHaveTextContent(
        'These figures could not be loaded.The service is temporarily unavailable.',
      );
    }
    expect(screen.queryByText('The sale figures could not be loaded.')).not.toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Currency'), 'USD');
    expect(screen.getByText('Live Rate: 1 USD ≈ ₹88.40')).toBeInTheDocument();

    const progress = screen.getByRole('region', { name: 'Sales Progress' });
    await userEvent.click(within(progress).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('12,34,567 RENT')).toBeInTheDocument();
    expect(screen.queryByText('These figures could not be loaded.')).not.toBeInTheDocument();
  });
});
