import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investorSession } from '../../../testing/investor';
import { referralCodeAnswer } from '../../../testing/referral-answers';
import { renderWithProviders } from '../../../testing/render';
import { saleScheduleAnswer } from '../../../testing/sale-answers';
import { SaleScheduleQuery } from '../api/sale-schedule-query';
import IcoDistributionRoute from './ico-distribution';

const answer: MockLink.MockedResponse = {
  request: { query: SaleScheduleQuery },
  result: { data: saleScheduleAnswer },
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <MockedProvider mocks={mocks}>
      <IcoDistributionRoute />
    </MockedProvider>,
  );
}

describe('the Pre-Sale Distribution page', () => {
  it('shows a skeleton, then every phase of the schedule', async () => {
    renderPage([answer]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pre-Sale Distribution' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the schedule…');

    const rows = await screen.findAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['Pre-Sale', 'Phase 1', 'Phase 2']);
    expect(document.title).toBe('Pre-Sale Distribution · RENT');
  });

  it('explains a failure and loads the schedule on Retry', async () => {
    renderPage([
      { request: { query: SaleScheduleQuery }, error: new TypeError('Failed to fetch') },
      answer,
    ]);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The schedule could not be loaded.');

    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Phase 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leads on to buying tokens', () => {
    renderPage([answer]);
    expect(screen.getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute('href', '/buy-token');
  });

  it('gives a signed-in investor their referral link to copy and share', async () => {
    renderWithProviders(<IcoDistributionRoute />, {
      mocks: [answer, referralCodeAnswer()],
      session: investorSession(),
      route: '/ico-distribution',
    });
    const card = screen.getByRole('region', { name: 'Referral Link' });
    expect(await within(card).findByLabelText('Your referral link')).toHaveValue(
      `${window.location.origin}/signup?ref=ASHA2025`,
    );
    expect(within(card).getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Share on Telegram' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(card).getByRole('link', { name: 'Manage your referrals' })).toHaveAttribute(
      'href',
      '/referral',
    );
  });

  it('asks a visitor to sign in to get a referral link', () => {
    renderPage([answer]);
    const card = screen.getByRole('region', { name: 'Referral Link' });
    expect(within(card).getByText(/Sign in to get your referral link/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2F',
    );
  });
});
