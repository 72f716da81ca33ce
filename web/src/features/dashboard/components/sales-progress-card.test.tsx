import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { SalesProgressCard } from './sales-progress-card';

const sale = {
  __typename: 'Sale' as const,
  totalSupply: '14000000',
  softCap: '1400000',
  hardCap: '14000000',
  saleEnd: '2025-12-30T18:29:59.000Z',
  phases: [
    {
      __typename: 'SalePhase' as const,
      start: '2025-06-30T18:30:00.000Z',
      end: '2025-08-14T18:29:59.000Z',
    },
    {
      __typename: 'SalePhase' as const,
      start: '2025-08-14T18:30:00.000Z',
      end: '2025-10-13T18:29:59.000Z',
    },
    {
      __typename: 'SalePhase' as const,
      start: '2025-10-13T18:30:00.000Z',
      end: '2025-12-30T18:29:59.000Z',
    },
  ],
};

const countdownValues = () =>
  within(screen.getByRole('timer', { name: 'Sales END IN' }))
    .getAllByText(/^\d\d$/)
    .map((element) => element.textContent);

describe('SalesProgressCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-12-28T15:25:49Z'));
  });

  afterEach(() => vi.useRealTimers());

  it('shows the tokens sold against the total, in Indian grouping', () => {
    renderWithProviders(<SalesProgressCard sold="1234567" {...sale} />);
    const card = screen.getByRole('region', { name: 'Sales Progress' });

    expect(within(card).getByText('SOLD').nextSibling).toHaveTextContent('12,34,567 RENT');
    expect(within(card).getByText('TOTAL').nextSibling).toHaveTextContent('1,40,00,000 RENT');
    expect(within(card).getByText('8.82% sold')).toBeInTheDocument();
  });

  it('shows what a new order can take now and what orders awaiting payment hold', () => {
    renderWithProviders(
      <SalesProgressCard sold="51.75" held="2.25" available="6" {...sale} hardCap="60" />,
    );
    const card = screen.getByRole('region', { name: 'Sales Progress' });

    expect(within(card).getByText(/^Available now:/)).toHaveTextContent(
      'Available now: 6 RENT — 2.25 RENT are set aside for orders awaiting payment or review',
    );
  });

  it('says only what is available when no order holds tokens', () => {
    renderWithProviders(
      <SalesProgressCard sold="51.75" held="0.0000" available="8.25" {...sale} />,
    );
    const line = screen.getByText(/^Available now:/);

    expect(line).toHaveTextContent(/^Available now: 8.25 RENT$/);
  });

  it('fills the bar to the share of the hard cap sold and labels both caps', () => {
    renderWithProviders(<SalesProgressCard sold="1234567" {...sale} />);
    const bar = screen.getByRole('progressbar', { name: 'Tokens sold' });

    expect(bar).toHaveAttribute('aria-valuenow', '8.82');
    expect(bar.firstElementChild).toHaveStyle({ width: '8.82%' });
    expect(screen.getByText('Soft cap 14,00,000')).toBeInTheDocument();
    expect(screen.getByText('Hard cap 1,40,00,000')).toBeInTheDocument();
  });

  it('puts each cap marker where its value lies on the bar', () => {
    const { container } = renderWithProviders(<SalesProgressCard sold="1234567" {...sale} />);
    const left = (cap: string) =>
      getComputedStyle(container.querySelector(`[data-cap="${cap}"]`)!).left;

    // 14,00,000 of a 1,40,00,000 hard cap is a tenth of the bar; the hard cap is its end.
    expect(left('soft')).toContain('10%');
    expect(left('hard')).toContain('100%');
  });

  it('never reads 0% once the sale has sold anything', () => {
    renderWithProviders(<SalesProgressCard sold="60.75" {...sale} />);
    expect(screen.getByText('<0.01% sold')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '<0.01% of the hard cap sold',
    );
  });

  it('never shows more than 100% sold', () => {
    renderWithProviders(<SalesProgressCard sold="15000000" {...sale} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100.00% sold')).toBeInTheDocument();
  });

  it('counts down to the end of the sale every second', () => {
    renderWithProviders(<SalesProgressCard sold="0" {...sale} />);
    expect(countdownValues()).toEqual(['02', '03', '04', '10']);

    act(() => vi.advanceTimersByTime(1000));
    expect(countdownValues()).toEqual(['02', '03', '04', '09']);
  });

  it('says when the sale ended instead of counting zeros', () => {
    vi.setSystemTime(new Date('2026-02-01T00:00:00Z'));
    renderWithProviders(<SalesProgressCard sold="0" {...sale} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Sales ENDED')).toBeInTheDocument();
    expect(screen.getByText('The pre-sale ended 30 Dec 2025, 11:59 PM IST.')).toBeInTheDocument();
  });

  it('counts down to the opening before the sale, then to its end', () => {
    vi.setSystemTime(new Date('2025-06-30T18:29:58Z'));
    renderWithProviders(<SalesProgressCard sold="0" {...sale} />);
    const opening = screen.getByRole('timer', { name: 'Sales START IN' });
    expect(
      within(opening)
        .getAllByText(/^\d\d$/)
        .map((unit) => unit.textContent),
    ).toEqual(['00', '00', '00', '02']);

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer', { name: 'Sales START IN' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Sales END IN' })).toBeInTheDocument();
  });
});
