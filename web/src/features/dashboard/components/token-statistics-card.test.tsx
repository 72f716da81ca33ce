import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { RateQuote } from '../utils/rate-quote';
import { TokenStatisticsCard } from './token-statistics-card';

const live: RateQuote = { usd: 88.4, aed: 24.07, status: 'live', message: null };

/** The contribution in `currency`, from the card's list of currencies. */
const contribution = () => (currency: string) => screen.getByText(currency).nextElementSibling;

describe('TokenStatisticsCard', () => {
  it('values the balance at ₹1000 a token, and in dollars and dirhams at the live rates', () => {
    renderWithProviders(
      <TokenStatisticsCard amountPaid="0.00" tokenBalance="3.15" price="1000" rates={live} />,
    );
    const card = screen.getByRole('region', { name: 'Token Statistics' });
    expect(within(card).getByText('3.15 RENT')).toBeInTheDocument();
    const amount = contribution();
    expect(amount('INR')).toHaveTextContent('₹3,150.00');
    // 3150 ÷ 88.40 = 35.633… and 3150 ÷ 24.07 = 130.868…
    expect(amount('USD')).toHaveTextContent('$35.63');
    expect(amount('AED')).toHaveTextContent('AED 130.87');
  });

  it('groups large amounts the Indian way', () => {
    renderWithProviders(
      <TokenStatisticsCard amountPaid="0.00" tokenBalance="12345.5" price="1000" rates={live} />,
    );
    expect(screen.getByText('12,345.5 RENT')).toBeInTheDocument();
    const amount = contribution();
    expect(amount('INR')).toHaveTextContent('₹1,23,45,500.00');
    // 12345500 ÷ 88.40 = 139654.977… and 12345500 ÷ 24.07 = 512899.875…
    expect(amount('USD')).toHaveTextContent('$1,39,654.98');
    expect(amount('AED')).toHaveTextContent('AED 5,12,899.88');
  });

  it('converts at the fallback rates when those are all there is', () => {
    const fallback: RateQuote = { usd: 85.53, aed: 23.33, status: 'fallback', message: null };
    renderWithProviders(
      <TokenStatisticsCard amountPaid="0.00" tokenBalance="1" price="1000" rates={fallback} />,
    );
    const amount = contribution();
    expect(amount('USD')).toHaveTextContent('$11.69');
    expect(amount('AED')).toHaveTextContent('AED 42.86');
  });

  it('shows nothing but zeros for an empty balance', () => {
    renderWithProviders(
      <TokenStatisticsCard amountPaid="0.00" tokenBalance="0" price="1000" rates={live} />,
    );
    expect(screen.getByText('0 RENT')).toBeInTheDocument();
    const amount = contribution();
    expect(amount('INR')).toHaveTextContent('₹0.00');
    expect(amount('USD')).toHaveTextContent('$0.00');
  });

  it('shows what was paid beside the contribution, so bonus tokens never read as money paid', () => {
    renderWithProviders(
      <TokenStatisticsCard tokenBalance="19.5" amountPaid="9000.50" price="1000" rates={live} />,
    );
    expect(contribution()('INR')).toHaveTextContent('₹19,500.00');
    expect(screen.getByText('Amount paid').nextElementSibling).toHaveTextContent('₹9,000.50');
    expect(screen.getByText(/bonus tokens included, at the token price/)).toBeInTheDocument();
  });
});
