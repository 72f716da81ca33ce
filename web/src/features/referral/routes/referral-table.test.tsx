import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  firstRequest,
  meera,
  ravi,
  referralPage,
  referralsGateway,
  referredUsers,
  renderReferrals,
} from '../test-utils';

const page = (count = 2) => ({ data: referralPage([ravi, meera], { count }) });
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const sortBy = (name: string) =>
  userEvent.click(within(header(name)).getByRole('button', { name }));

describe('sorting the referral table', () => {
  it('sorts by a column, then the other way round, starting again from page 1', async () => {
    const { mocks, sent } = referralsGateway(page(), page(), page(), page());
    const router = renderReferrals(mocks, '/referral?page=1');
    await screen.findByText('Showing 1–2 of 2 referrals');
    expect(header('Joined')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');

    await sortBy('Name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Joined')).not.toHaveAttribute('aria-sort');
    expect(router.state.location.search).toBe('?sort=name&order=asc');
    await screen.findByText('Showing 1–2 of 2 referrals');

    await sortBy('Name');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    // Amounts and dates start from the largest and the latest.
    await sortBy('Total Bonus');
    expect(header('Total Bonus')).toHaveAttribute('aria-sort', 'descending');
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    expect(sent).toEqual([
      firstRequest,
      { ...firstRequest, sort: { by: 'NAME', order: 'ASC' } },
      { ...firstRequest, sort: { by: 'NAME', order: 'DESC' } },
      { ...firstRequest, sort: { by: 'TOTAL_BONUS_TOKENS', order: 'DESC' } },
    ]);
  });

  it('sorts by purchases and by the last purchase', async () => {
    const { mocks, sent } = referralsGateway(page(), page(), page());
    renderReferrals(mocks);
    await screen.findByText('Showing 1–2 of 2 referrals');
    await sortBy('Purchases');
    await sortBy('Last Purchase');
    expect(header('Last Purchase')).toHaveAttribute('aria-sort', 'descending');
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.slice(1).map((variables) => variables.sort)).toEqual([
      { by: 'PURCHASE_COUNT', order: 'DESC' },
      { by: 'LAST_PURCHASE_DATE', order: 'DESC' },
    ]);
  });

  it('has no sorting by e-mail, which the gateway cannot sort by', async () => {
    renderReferrals(referralsGateway(page()).mocks);
    await screen.findByText('Showing 1–2 of 2 referrals');
    expect(within(header('E-mail')).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the page size', () => {
  it('offers 5, 10, 25, 50 and 100 rows, 10 at first', async () => {
    renderReferrals(referralsGateway(page()).mocks);
    const select = screen.getByLabelText('Rows per page');
    expect(select).toHaveValue('10');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50', '100']);
    await screen.findByText('Showing 1–2 of 2 referrals');
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { mocks, sent } = referralsGateway(
      { data: referralPage(referredUsers(21, 30), { count: 115, page: 3 }) },
      { data: referralPage(referredUsers(1, 25), { count: 115, limit: 25 }) },
    );
    const router = renderReferrals(mocks, '/referral?page=3');
    expect(await screen.findByText('Showing 21–30 of 115 referrals')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(await screen.findByText('Showing 1–25 of 115 referrals')).toBeInTheDocument();
    expect(sent).toEqual([
      { ...firstRequest, page: 3 },
      { ...firstRequest, limit: 25 },
    ]);
    expect(router.state.location.search).toBe('?limit=25');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 5' })).toBeInTheDocument();
  });

  it('shows the last page when the address asks for one past it', async () => {
    const { mocks, sent } = referralsGateway(
      { data: referralPage([], { count: 12, page: 9 }) },
      { data: referralPage(referredUsers(11, 12), { count: 12, page: 2 }) },
    );
    const router = renderReferrals(mocks, '/referral?page=9');
    expect(await screen.findByText('Showing 11–12 of 12 referrals')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(sent.map((variables) => variables.page)).toEqual([9, 2]);
  });
});

describe("a referred investor's purchases", () => {
  it('opens under their row and closes again', async () => {
    renderReferrals(referralsGateway(page()).mocks);
    const toggle = await screen.findByRole('button', { name: 'Purchases by Ravi Kumar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Purchases by Ravi Kumar' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const purchases = screen.getByRole('table', { name: 'Purchases by Ravi Kumar' });
    expect(toggle).toHaveAttribute('aria-controls', purchases.closest('tr')?.id);
    const rows = within(purchases)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['01 Oct 2025, 05:30 PM IST', '1.5 RENT', 'Credited'],
      ['26 Aug 2025, 01:30 AM IST', '3 RENT', 'Credited'],
    ]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Purchases by Ravi Kumar' })).toBeNull();
  });

  it('on a phone’s card, says what its button does and puts it at the card’s foot', async () => {
    renderReferrals(referralsGateway(page()).mocks);
    const toggle = await screen.findByRole('button', { name: 'Purchases by Ravi Kumar' });
    // The words the card shows beside the chevron (the narrow layout shows them, not jsdom).
    expect(toggle).toHaveTextContent('Show purchases');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Hide purchases');
    const cell = toggle.closest('td');
    expect(cell).toHaveAttribute('data-col', 'expand');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('');
    expect(css).toMatch(
      /@container \(max-width: ?34rem\)\{[^@]*td\[data-col='expand'\]\{order: ?1;?\}/,
    );
  });

  it('says of each bonus whether it is credited, held for the referrer’s KYC, lost or none', async () => {
    const [latest, earlier] = ravi.referralPurchases;
    const states = ['HELD', 'LOST', 'NONE'] as const;
    const purchases = states.map((bonusStatus, index) => ({
      ...(index === 0 ? latest! : earlier!),
      _id: `o-${bonusStatus}`,
      totalTokens: bonusStatus === 'NONE' ? '0' : '1.5',
      bonusStatus,
    }));
    const held = { ...ravi, totalBonusTokens: '0', referralPurchases: purchases };
    renderReferrals(referralsGateway({ data: referralPage([held]) }).mocks);
    await userEvent.click(await screen.findByRole('button', { name: 'Purchases by Ravi Kumar' }));
    const table = screen.getByRole('table', { name: 'Purchases by Ravi Kumar' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.lastChild?.textContent),
    ).toEqual([
      'Status',
      'Held until your KYC is approved',
      'Not credited: its hold ended with no room left in the sale',
      'No bonus',
    ]);
  });

  it('says when an investor has not bought yet', async () => {
    renderReferrals(referralsGateway(page()).mocks);
    await userEvent.click(await screen.findByRole('button', { name: 'Purchases by Meera Nair' }));
    expect(screen.getByText('Meera Nair has made no purchases yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Purchases by Ravi Kumar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
