import styled from 'styled-components';
import { Card } from '../../../components/card';
import { formatIndianNumber, formatInr, formatRent } from '../../../lib/format-number';
import { priceInCurrency, rupeesForTokens } from '../../../lib/token-math';
import type { RateQuote } from '../utils/rate-quote';

const Balance = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;

  strong {
    font-size: 1.5rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Label = styled.span`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Contribution = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

interface TokenStatisticsCardProps {
  tokenBalance: string;
  /** Rupees per RENT. */
  price: string;
  rates: RateQuote;
}

const twoDecimals = (value: string | null) =>
  value === null ? '—' : formatIndianNumber(value, { minimumFractionDigits: 2 });

/** The balance and what it cost: rupees at the token price, dollars and dirhams at today's rates. */
export function TokenStatisticsCard({ tokenBalance, price, rates }: TokenStatisticsCardProps) {
  const rupees = rupeesForTokens(tokenBalance, price) ?? '';
  return (
    <Card title="Token Statistics">
      <Balance>
        <Label>Balance</Label>
        <strong>{formatRent(tokenBalance)}</strong>
      </Balance>
      <Label as="p">Contribution</Label>
      <Contribution>
        <dt>INR</dt>
        <dd>{formatInr(rupees)}</dd>
        <dt>USD</dt>
        <dd>${twoDecimals(priceInCurrency(rupees, rates.usd))}</dd>
        <dt>AED</dt>
        <dd>AED {twoDecimals(priceInCurrency(rupees, rates.aed))}</dd>
      </Contribution>
    </Card>
  );
}
