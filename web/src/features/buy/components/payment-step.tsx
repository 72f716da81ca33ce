import { RiskStatement } from '../../../components/risk-statement';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import type { CalculatorCurrency } from '@rent/sale-rules';
import { formatIndianNumber, formatInr, formatMoney } from '@rent/sale-rules';
import { canPay, type PurchaseGate } from '../utils/purchase-gate';
import type { PurchaseQuote } from '../utils/purchase-quote';
import { Notice } from '../../../components/notice';
import { PurchaseNotices } from './purchase-notices';

export type PaymentMethod = 'online' | 'manual';

const Amount = styled.output`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  span,
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const RateLine = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ExchangeRateFacts {
  usd: number;
  aed: number;
  /** Why the fallback rates apply, when they do. */
  warning: string | null;
}

interface PaymentStepProps {
  quote: PurchaseQuote | null;
  currency: CalculatorCurrency;
  rates: ExchangeRateFacts;
  gate: PurchaseGate;
  onPay: (method: PaymentMethod) => void;
}

function RateNote({ currency, rates }: { currency: 'USD' | 'AED'; rates: ExchangeRateFacts }) {
  const rupees = currency === 'USD' ? rates.usd : rates.aed;
  const rate = formatIndianNumber(rupees, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <>
      <RateLine>
        Converted at 1 {currency} ≈ ₹{rate}
      </RateLine>
      {rates.warning ? (
        <Notice>
          <p>{rates.warning}</p>
        </Notice>
      ) : null}
    </>
  );
}

/** Step 3: the amount to pay, and the two ways to pay it (or the way to sign in first). */
export function PaymentStep({ quote, currency, rates, gate, onPay }: PaymentStepProps) {
  const enabled = quote !== null && canPay(gate);
  return (
    <Card title="3. Make Payment">
      <Amount aria-live="polite">
        <span>Amount to pay</span>
        <strong>{quote ? formatMoney(quote.amount, currency) : '—'}</strong>
        {quote && currency !== 'INR' ? (
          <small>Charged in INR: {formatInr(quote.amountInr)}</small>
        ) : null}
      </Amount>
      {currency === 'INR' ? null : <RateNote currency={currency} rates={rates} />}
      <PurchaseNotices gate={gate} />
      {gate.buyer.kind === 'visitor' ? (
        <ButtonLink to={paths.login.getHref(paths.buyToken.getHref())} $block>
          Login to Buy Tokens
        </ButtonLink>
      ) : (
        <Actions>
          <Button disabled={!enabled} onClick={() => onPay('online')}>
            Pay Online (Paytm)
          </Button>
          <Button $variant="secondary" disabled={!enabled} onClick={() => onPay('manual')}>
            Manual Bank Transfer
          </Button>
        </Actions>
      )}
      <RiskStatement />
    </Card>
  );
}
