import { DEFAULT_SALE } from '@rent/sale-rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { TokenInformationCard } from './token-information-card';

const { tokenName, symbol, tokenStandard } = DEFAULT_SALE;
const token = { __typename: 'Sale' as const, tokenName, symbol, tokenStandard };

describe('TokenInformationCard', () => {
  it('states the price in rupees and its dollar equivalent', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={85.53} {...token} />);
    expect(screen.getByText(/^1 RENT= ₹1000/)).toBeInTheDocument();
    expect(screen.getByText('≈ $11.69')).toBeInTheDocument();
  });

  it('names the token, its symbol and its standard', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={88.4} {...token} />);
    const card = screen.getByRole('region', { name: 'Token Information' });
    expect(within(card).getByText('Token name').nextSibling).toHaveTextContent(token.tokenName);
    expect(within(card).getByText('Symbol').nextSibling).toHaveTextContent('RENT');
    expect(within(card).getByText('Standard').nextSibling).toHaveTextContent('BEP20');
    expect(within(card).getByText('≈ $11.31')).toBeInTheDocument();
  });

  it('offers the whitepaper as a download', () => {
    renderWithProviders(<TokenInformationCard price="1000" usdRate={85.53} {...token} />);
    const link = screen.getByRole('link', { name: 'Download Whitepaper' });
    expect(link).toHaveAttribute('href', '/whitepaper.pdf');
    expect(link).toHaveAttribute('download');
  });
});
