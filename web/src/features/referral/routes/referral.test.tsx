import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  firstRequest,
  meera,
  ravi,
  referralPage,
  referralsGateway,
  referredUsers,
  renderReferrals,
} from '../test-utils';

const table = () => screen.getByRole('table', { name: /signed up with your referral link/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (name: string) => {
  const header = within(table()).getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return [header, ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);
};
const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent);

describe('the referral screen', () => {
  it('shows a skeleton, then the newest sign-ups with their bonuses', async () => {
    const { mocks, sent } = referralsGateway({
      data: referralPage([meera, ravi], { count: 2 }),
    });
    renderReferrals(mocks);
    expect(screen.getByRole('heading', { level: 1, name: 'Referrals' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your referrals…');

    expect(await screen.findByText('Showing 1–2 of 2 referrals')).toBeInTheDocument();
    expect(sent).toEqual([firstRequest]);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Purchase history',
      'Name↕',
      'E-mail',
      'Joined▼',
      'Total Bonus↕',
      'Purchases↕',
      'Last Purchase↕',
    ]);
    expect(cellsOf('Ravi Kumar')).toEqual([
      'Ravi Kumar',
      'Show purchases',
      'ravi@example.com',
      '20 Aug 2025',
      '4.5 RENT',
      '2',
      '01 Oct 2025',
    ]);
    // Joined late on 12 Sep in UTC, which is already 13 Sep in India.
    expect(cellsOf('Meera Nair')).toEqual([
      'Meera Nair',
      'Show purchases',
      'meera@example.com',
      '13 Sep 2025',
      '0 RENT',
      '0',
      '—',
    ]);
    expect(document.title).toBe('Referrals · RENT');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers a window of page numbers and turns the page', async () => {
    const { mocks, sent } = referralsGateway(
      { data: referralPage(referredUsers(1, 10), { count: 115 }) },
      { data: referralPage(referredUsers(11, 20), { count: 115, page: 2 }) },
    );
    const router = renderReferrals(mocks);
    expect(await screen.findByText('Showing 1–10 of 115 referrals')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–20 of 115 referrals')).toBeInTheDocument();
    expect(sent[1]).toEqual({ ...firstRequest, page: 2 });
    expect(router.state.location.search).toBe('?page=2');
    expect(bodyRows()).toHaveLength(10);
    expect(within(table()).getByRole('rowheader', { name: 'Investor 11' })).toBeInTheDocument();
  });
});
