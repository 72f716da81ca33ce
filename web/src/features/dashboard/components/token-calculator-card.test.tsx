import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { RateQuote } from '../utils/rate-quote';
import { TokenCalculatorCard } from './token-calculator-card';

const live: RateQuote = { usd: 88.4, aed: 24.07, status: 'live', message: null };

function renderCalculator(rates: RateQuote = live) {
  renderWithProviders(<TokenCalculatorCard rates={rates} price="1000" />);
  return {
    amount: screen.getByLabelText('Amount'),
    currency: screen.getByLabelText('Currency'),
    result: screen.getByRole('status'),
  };
}

describe('TokenCalculatorCard', () => {
  it('turns rupees into RENT at the fixed rate', async () => {
    const { amount, result } = renderCalculator();
    expect(result).toHaveTextContent('You get 0 RENT');

    await userEvent.type(amount, '2500');
    expect(result).toHaveTextContent('2.5 RENT');
    expect(screen.getByText('Fixed Rate: ₹1000 = 1 RENT')).toBeInTheDocument();
  });

  it('converts dollars and dirhams at the live rate', async () => {
    const { amount, currency, result } = renderCalculator();
    await userEvent.type(amount, '100');

    await userEvent.selectOptions(currency, 'USD');
    expect(result).toHaveTextContent('8.84 RENT');
    expect(screen.getByText('Live Rate: 1 USD ≈ ₹88.40')).toBeInTheDocument();

    await userEvent.selectOptions(currency, 'AED');
    expect(result).toHaveTextContent('2.41 RENT');
    expect(screen.getByText('Live Rate: 1 AED ≈ ₹24.07')).toBeInTheDocument();
  });

  it('shows 0 RENT for something that is not an amount, and says how to type one', async () => {
    const { amount, result } = renderCalculator();
    expect(screen.queryByText(/Type the amount in digits/)).not.toBeInTheDocument();
    for (const text of ['12abc', '1e3', '1,5', '-100']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, text);
      expect(result).toHaveTextContent('You get 0 RENT');
      expect(amount).toHaveAccessibleDescription(
        'Type the amount in digits, such as 10,000 or 2500.50.',
      );
    }
  });

  it('reads grouping commas as India writes them', async () => {
    const { amount, result } = renderCalculator();
    await userEvent.type(amount, '1,00,000');
    expect(result).toHaveTextContent('You get 100 RENT');
    await userEvent.clear(amount);
    await userEvent.type(amount, '10,000');
    expect(result).toHaveTextContent('You get 10 RENT');
    expect(amount).not.toHaveAttribute('aria-invalid');
  });

  it("adds the running phase's bonus on the whole tokens, as a purchase would", async () => {
    renderWithProviders(
      <TokenCalculatorCard
        rates={live}
        price="1000"
        phase={{ name: 'Phase 2', bonusPercent: 5 }}
      />,
    );
    const amount = screen.getByLabelText('Amount');
    await userEvent.type(amount, '3500');
    expect(screen.getByRole('status')).toHaveTextContent('You get 3.5 RENT');
    expect(screen.getByText(/RENT bonus/)).toHaveTextContent(
      '+0.15 RENT bonus (Phase 2, 5%): 3.65 RENT in all',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    expect(screen.queryByText(/RENT bonus/)).not.toBeInTheDocument();
  });

  it('promises no bonus outside the phases', async () => {
    renderWithProviders(<TokenCalculatorCard rates={live} price="1000" phase={null} />);
    await userEvent.type(screen.getByLabelText('Amount'), '3500');
    expect(screen.queryByText(/RENT bonus/)).not.toBeInTheDocument();
  });

  it('carries its result into the purchase as whole RENT', async () => {
    const { amount, currency } = renderCalculator();
    const buy = () => screen.getByRole('link', { name: 'Buy Tokens' });
    expect(buy()).toHaveAttribute('href', '/buy-token');
    await userEvent.type(amount, '100');
    await userEvent.selectOptions(currency, 'USD');
    expect(buy()).toHaveAttribute('href', '/buy-token?tokens=8');
    await userEvent.selectOptions(currency, 'INR');
    expect(buy()).toHaveAttribute('href', '/buy-token');
  });

  it("says why fallback rates are used, in the gateway's words", async () => {
    const { amount, currency, result } = renderCalculator({
      usd: 85.53,
      aed: 23.33,
      status: 'fallback',
      message: 'Failed to fetch exchange rate. Using fallback rate.',
    });
    await userEvent.type(amount, '100');
    await userEvent.selectOptions(currency, 'USD');

    expect(result).toHaveTextContent('8.55 RENT');
    expect(screen.getByText('1 USD ≈ ₹85.53')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to fetch exchange rate. Using fallback rate.',
    );
  });

  it('says the rate is loading until the gateway answers', async () => {
    const { currency } = renderCalculator({
      usd: 85.53,
      aed: 23.33,
      status: 'loading',
      message: null,
    });
    await userEvent.selectOptions(currency, 'USD');
    expect(screen.getByText('Loading USD rate...')).toBeInTheDocument();
  });

  it('falls back to the built-in rates when the rates could not be fetched', async () => {
    const { amount, currency, result } = renderCalculator({
      usd: 85.53,
      aed: 23.33,
      status: 'failed',
      message: null,
    });
    await userEvent.type(amount, '100');
    await userEvent.selectOptions(currency, 'AED');

    expect(result).toHaveTextContent('2.33 RENT');
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching USD rate');
  });

  it('offers a way to buy tokens, with the risk stated beside it', () => {
    renderCalculator();
    expect(screen.getByRole('link', { name: 'Buy Tokens' })).toHaveAttribute('href', '/buy-token');
    expect(screen.getByText(/you can lose all you pay/)).toBeInTheDocument();
  });

  it('offers no purchase once the sale has ended, and says what comes next', () => {
    renderWithProviders(
      <TokenCalculatorCard rates={live} price="1000" stage={{ stage: 'ended' }} />,
    );
    expect(screen.queryByRole('link', { name: 'Buy Tokens' })).not.toBeInTheDocument();
    expect(
      screen.getByText('The pre-sale has ended: no more orders are accepted.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tokens are distributed after the pre-sale ends to your registered BEP20 wallet.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no purchase before the sale, and says when orders open', () => {
    const opensAtMs = Date.parse('2025-06-30T18:30:00Z');
    renderWithProviders(
      <TokenCalculatorCard rates={live} price="1000" stage={{ stage: 'before', opensAtMs }} />,
    );
    expect(screen.queryByRole('link', { name: 'Buy Tokens' })).not.toBeInTheDocument();
    expect(screen.getByText('Orders open 01 Jul 2025, 12:00 AM IST.')).toBeInTheDocument();
  });
});
