import styled from 'styled-components';
import { Card } from '../../../components/card';
import { FactList } from '../../../components/fact-list';
import {
  formatInr,
  formatMoney,
  formatRent,
  priceInCurrency,
  rupeesForTokens,
} from '@rent/sale-rules';
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

const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface TokenStatisticsCardProps {
  tokenBalance: string;
  /** Rupees paid for the credited orders (bonuses cost nothing). */
  amountPaid: string;
  /** Rupees per RENT. */
  price: string;
  rates: RateQuote;
}

const money = (value: string | null, currency: 'USD' | 'AED') =>
  value === null ? '—' : formatMoney(value, currency);

/**
 * The balance and its worth (rupees at the token price, dollars and dirhams at today's rates) beside
 * what the investor really paid, so bonus tokens are never read as money paid.
 */
export function TokenStatisticsCard(props: TokenStatisticsCardProps) {
  const { tokenBalance, amountPaid, price, rates } = props;
  const rupees = rupeesForTokens(tokenBalance, price) ?? '';
  return (
    <Card title="Token Statistics">
      <Balance>
        <Label>Balance</Label>
        <strong>{formatRent(tokenBalance)}</strong>
      </Balance>
      <Label as="p">Contribution</Label>
      <FactList
        layout="grid"
        numeric
        facts={[
          ['INR', formatInr(rupees)],
          ['USD', money(priceInCurrency(rupees, rates.usd), 'USD')],
          ['AED', money(priceInCurrency(rupees, rates.aed), 'AED')],
        ]}
      />
      <FactList layout="grid" numeric facts={[['Amount paid', formatInr(amountPaid)]]} />
      <Note>
        The contribution values the whole balance, bonus tokens included, at the token price; the
        amount paid is what your credited purchases cost.
      </Note>
    </Card>
  );
}
