import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referralCodeAnswer } from '../../../testing/referral-answers';
import {
  ANSWER_DELAY_MS,
  firstRequest,
  meera,
  ravi,
  referralPage,
  referralsGateway,
  referredUsers,
  renderReferrals,
} from '../test-utils';

const page = () => ({ data: referralPage([ravi, meera]) });
// A submit is validated before it navigates, and the table is drawn again: slow on a busy machine.
const AFTER_SUBMIT = { timeout: 3000 };
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const filters = () => screen.getByRole('form', { name: 'Filter referrals' });
const field = (label: string) => within(filters()).getByLabelText(label);

// Keystrokes as the input reports them, 100 ms apart (user-event waits on timers the test holds).
async function typeQuickly(box: HTMLElement, text: string) {
  const start = (box as HTMLInputElement).value;
  for (let end = 1; end <= text.length; end += 1) {
    fireEvent.change(box, { target: { value: start + text.slice(0, end) } });
    await later(100);
  }
}

describe('searching the referrals', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one search, half a second after the last keystroke', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { mocks, sent } = referralsGateway(page(), { data: referralPage([ravi]) });
    const router = renderReferrals(mocks);
    await later(ANSWER_DELAY_MS);
    expect(screen.getByText('Showing 1–2 of 2 referrals')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await typeQuickly(search, 'Ravi');
    await later(300);
    // Typing again within half a second starts the wait again.
    await typeQuickly(search, ' K');
    await later(399);
    expect(sent).toEqual([firstRequest]);

    await later(1);
    expect(sent).toEqual([firstRequest, { ...firstRequest, search: 'Ravi K' }]);
    await later(ANSWER_DELAY_MS);
    expect(screen.getByText('Showing 1–1 of 1 referral')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=Ravi+K');
    expect(search).toHaveValue('Ravi K');

    await later(5000);
    expect(sent).toHaveLength(2);
  });

  it('searches from page 1 and sends no search for blanks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { mocks, sent } = referralsGateway(
      { data: referralPage(referredUsers(11, 20), { count: 30, page: 2 }) },
      page(),
      page(),
    );
    renderReferrals(mocks, '/referral?page=2&q=meera');
    await later(ANSWER_DELAY_MS);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('meera');

    await typeQuickly(search, ' nair');
    await later(500);
    fireEvent.change(search, { target: { value: '   ' } });
    await later(500);
    expect(sent).toEqual([
      { ...firstRequest, page: 2, search: 'meera' },
      { ...firstRequest, search: 'meera nair' },
      firstRequest,
    ]);
  });

  it('offers to clear a search that matches nobody', async () => {
    const { mocks, sent } = referralsGateway({ data: referralPage([], { count: 0 }) }, page());
    const router = renderReferrals(mocks, '/referral?q=zed');
    expect(
      await screen.findByText('No referrals match your search and filters'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No referrals yet')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Search and Filters' }));
    expect(await screen.findByText('Showing 1–2 of 2 referrals')).toBeInTheDocument();
    expect(sent).toEqual([{ ...firstRequest, search: 'zed' }, firstRequest]);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});

describe('filtering the referrals', () => {
  it('explains bounds it cannot use, and sends nothing', async () => {
    const { mocks, sent } = referralsGateway(page());
    renderReferrals(mocks);
    await screen.findByText('Showing 1–2 of 2 referrals');

    await userEvent.type(field('Joined from'), '2025-09-30');
    await userEvent.type(field('Joined to'), '2025-09-01');
    await userEvent.type(field('Minimum bonus (RENT)'), '-5');
    await userEvent.type(field('Maximum bonus (RENT)'), 'lots');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Apply Filters' }));

    expect(
      within(filters()).getByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(within(filters()).getByText('Bonus cannot be negative')).toBeInTheDocument();
    expect(within(filters()).getByText('Please enter a valid number')).toBeInTheDocument();
    expect(field('Joined to')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field('Minimum bonus (RENT)'));
    await userEvent.type(field('Minimum bonus (RENT)'), '20');
    await userEvent.clear(field('Maximum bonus (RENT)'));
    await userEvent.type(field('Maximum bonus (RENT)'), '10');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Apply Filters' }));
    expect(
      within(filters()).getByText('The maximum bonus must be at least the minimum bonus'),
    ).toBeInTheDocument();
    expect(within(filters()).queryByText('Bonus cannot be negative')).not.toBeInTheDocument();
    expect(sent).toEqual([firstRequest]);
  });

  it('sends the bounds it accepts from page 1, and clears them again', async () => {
    const { mocks, sent } = referralsGateway(
      { data: referralPage(referredUsers(11, 20), { count: 30, page: 2 }) },
      { data: referralPage([ravi]) },
      page(),
    );
    const router = renderReferrals(mocks, '/referral?page=2');
    await screen.findByText('Showing 11–20 of 30 referrals');

    await userEvent.type(field('Joined from'), '2025-08-01');
    await userEvent.type(field('Joined to'), '2025-08-01');
    await userEvent.type(field('Minimum bonus (RENT)'), '1.50');
    await userEvent.type(field('Maximum bonus (RENT)'), ' 10 ');
    await userEvent.click(within(filters()).getByRole('button', { name: 'Apply Filters' }));

    expect(
      await screen.findByText('Showing 1–1 of 1 referral', {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
    expect(sent[1]).toEqual({
      ...firstRequest,
      filter: { dateFrom: '2025-08-01', dateTo: '2025-08-01', minBonus: '1.5', maxBonus: '10' },
    });
    expect(router.state.location.search).toBe(
      '?from=2025-08-01&to=2025-08-01&min-bonus=1.50&max-bonus=10',
    );

    await userEvent.click(within(filters()).getByRole('button', { name: 'Clear Filters' }));
    expect(
      await screen.findByText('Showing 1–2 of 2 referrals', {}, AFTER_SUBMIT),
    ).toBeInTheDocument();
    expect(sent[2]).toEqual(firstRequest);
    expect(field('Joined from')).toHaveValue('');
    expect(field('Maximum bonus (RENT)')).toHaveValue('');
  });

  it('opens with the filter of the address', async () => {
    const { mocks, sent } = referralsGateway(page());
    renderReferrals(mocks, '/referral?from=2025-09-01&max-bonus=5&sort=bonus&order=asc');
    await screen.findByText('Showing 1–2 of 2 referrals');
    expect(sent).toEqual([
      {
        ...firstRequest,
        sort: { by: 'TOTAL_BONUS_TOKENS', order: 'ASC' },
        filter: { dateFrom: '2025-09-01', maxBonus: '5' },
      },
    ]);
    expect(field('Joined from')).toHaveValue('2025-09-01');
    expect(field('Maximum bonus (RENT)')).toHaveValue('5');
  });
});

describe('before anyone has signed up with the link', () => {
  it('shows the referral link to copy and share instead of an empty table', async () => {
    const { mocks } = referralsGateway({ data: referralPage([], { count: 0 }) });
    renderReferrals([...mocks, referralCodeAnswer()]);
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    expect(await screen.findByLabelText('Your referral link')).toHaveValue(
      `${window.location.origin}/signup?ref=ASHA2025`,
    );
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage your referrals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
