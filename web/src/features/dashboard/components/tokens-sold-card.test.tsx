import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { lastWeekAnswer } from '../../../testing/sale-answers';
import { SalesGraphQuery } from '../api/sales-graph-query';
import TokensSoldCard from './tokens-sold-card';

const lastMonth = {
  __typename: 'SalesGraph',
  range: 'LAST_30_DAYS',
  labels: Array.from({ length: 30 }, (_, day) => `2025-12-${String(day + 1).padStart(2, '0')}`),
  data: Array.from({ length: 30 }, (_, day) => String((day + 1) * 10)),
};

const monthAnswer: MockLink.MockedResponse = {
  request: { query: SalesGraphQuery, variables: { range: 'LAST_30_DAYS' } },
  result: { data: { salesGraph: lastMonth } },
};

const figures = (period: string) =>
  screen.getByRole('table', { name: `RENT sold per day over ${period}` });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rangeButton = (name: string) => screen.getByRole('button', { name });

describe('TokensSoldCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("plots the last 7 days from the dashboard's own answer", () => {
    renderWithProviders(<TokensSoldCard lastWeek={lastWeekAnswer} />);
    const rows = rowsOf(figures('the last 7 days'));
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('24 Dec120');
    expect(rows[5]).toHaveTextContent('29 Dec1,000');
    expect(rows[6]).toHaveTextContent('30 Dec12.25');
    expect(rangeButton('7 Days')).toHaveAttribute('aria-pressed', 'true');
    expect(rangeButton('30 Days')).toHaveAttribute('aria-pressed', 'false');
  });

  it('fetches the last 30 days when chosen, and goes back without asking again', async () => {
    renderWithProviders(<TokensSoldCard lastWeek={lastWeekAnswer} />, { mocks: [monthAnswer] });
    await userEvent.click(rangeButton('30 Days'));
    expect(rangeButton('30 Days')).toHaveAttribute('aria-pressed', 'true');

    const rows = rowsOf(await screen.findByRole('table', { name: /the last 30 days/ }));
    expect(rows).toHaveLength(30);
    expect(rows[29]).toHaveTextContent('30 Dec300');

    // The only mock has been used: a second request would fail and show no figures.
    await userEvent.click(rangeButton('7 Days'));
    expect(rowsOf(figures('the last 7 days'))).toHaveLength(7);
    await userEvent.click(rangeButton('30 Days'));
    expect(rowsOf(figures('the last 30 days'))).toHaveLength(30);
  });

  it('shows a skeleton while the 30 days are on their way', async () => {
    const never: MockLink.MockedResponse = { request: monthAnswer.request, delay: Infinity };
    renderWithProviders(<TokensSoldCard lastWeek={lastWeekAnswer} />, { mocks: [never] });
    await userEvent.click(rangeButton('30 Days'));
    expect(screen.getByRole('region', { name: 'Tokens Sold' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('only logs a failed request for the 30 days', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure: MockLink.MockedResponse = {
      request: monthAnswer.request,
      error: new TypeError('Failed to fetch'),
    };
    renderWithProviders(<TokensSoldCard lastWeek={lastWeekAnswer} />, { mocks: [failure] });
    await userEvent.click(rangeButton('30 Days'));

    expect(await screen.findByText('No figures for this range right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Graph fetch failed', expect.any(Error));
    log.mockRestore();
  });

  it('waits with a skeleton until the dashboard has answered', () => {
    renderWithProviders(<TokensSoldCard lastWeek={undefined} />);
    expect(screen.getByRole('region', { name: 'Tokens Sold' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws a line once it knows how wide it is', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          const contentRect = { width: 640, height: 240, top: 0, left: 0 } as DOMRectReadOnly;
          this.report([{ contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { container } = renderWithProviders(<TokensSoldCard lastWeek={lastWeekAnswer} />);
    await vi.waitFor(() => expect(container.querySelector('svg path')).not.toBeNull());
    expect(container.querySelector('svg')).toHaveAttribute('width', '640');
  });
});
