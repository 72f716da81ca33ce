import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_DELAY_MS,
  firstRequest,
  meera,
  networkDown,
  ravi,
  referralPage,
  referralsGateway,
  refused,
  renderReferrals,
} from '../test-utils';

const FAILED = 'Failed to fetch referral data';
const page = () => ({ data: referralPage([ravi, meera]) });
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
// The toast reacts to pointer events with pointer capture, which jsdom lacks: its button is
// clicked without them.
const toastRetry = async () => {
  const toast = (await screen.findByText(FAILED)).closest('li');
  if (!toast) throw new Error('The failure is not shown in a toast');
  return within(toast).getByRole('button', { name: 'Retry' });
};

describe('a failure to fetch the referrals', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is announced at once when the gateway refuses, with a Retry in the toast', async () => {
    const { mocks, sent } = referralsGateway(refused('Something went wrong', 'INTERNAL'), page());
    renderReferrals(mocks);
    const retry = await toastRetry();
    expect(sent).toEqual([firstRequest]);
    expect(screen.getByText('Your referrals could not be loaded.')).toBeInTheDocument();

    fireEvent.click(retry);
    expect(await screen.findByText('Showing 1–2 of 2 referrals')).toBeInTheDocument();
    expect(sent).toEqual([firstRequest, firstRequest]);
    expect(screen.queryByText('Your referrals could not be loaded.')).not.toBeInTheDocument();
  });

  it('can be retried from the page once the toast has gone', async () => {
    const { mocks, sent } = referralsGateway(refused('Not allowed', 'FORBIDDEN'), page());
    renderReferrals(mocks);
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Referrals' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1–2 of 2 referrals')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('is retried 3 times, 2 s apart, when the network fails, before the toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { mocks, sent } = referralsGateway(
      networkDown(),
      networkDown(),
      networkDown(),
      networkDown(),
      page(),
    );
    renderReferrals(mocks);
    await later(ANSWER_DELAY_MS);
    expect(sent).toHaveLength(1);

    for (const retries of [1, 2, 3]) {
      // Still waiting for the retry: the table's placeholder stays, and nothing is announced.
      expect(screen.getByText('Loading your referrals…')).toBeInTheDocument();
      expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
      await later(1999);
      expect(sent).toHaveLength(retries);
      await later(1);
      expect(sent).toHaveLength(retries + 1);
      await later(ANSWER_DELAY_MS);
    }
    await later(10_000);
    expect(sent).toHaveLength(4);
    expect(
      sent.every((variables) => JSON.stringify(variables) === JSON.stringify(firstRequest)),
    ).toBe(true);

    vi.useRealTimers();
    expect(screen.getByText('Your referrals could not be loaded.')).toBeInTheDocument();
    fireEvent.click(await toastRetry());
    expect(await screen.findByText('Showing 1–2 of 2 referrals')).toBeInTheDocument();
    expect(sent).toHaveLength(5);
  });

  it('is retried when the gateway cannot reach the service behind it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { mocks, sent } = referralsGateway(
      refused('The service is unavailable', 'UPSTREAM_UNAVAILABLE'),
      page(),
    );
    renderReferrals(mocks);
    await later(ANSWER_DELAY_MS + 2000);
    expect(sent).toHaveLength(2);
    await later(ANSWER_DELAY_MS);
    expect(screen.getByText('Showing 1–2 of 2 referrals')).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});
