import styled from 'styled-components';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import type { BuyTokenQuery } from '../../../gql/graphql';
import { formatIstDateTime, formatPercent, formatPrice, formatRent } from '@rent/sale-rules';
import { FactList } from '../../../components/fact-list';

const Balance = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface BuySidebarProps {
  /** The investor's balance; null for a visitor, undefined while it is being loaded. */
  balance: string | null | undefined;
  sale: BuyTokenQuery['sale'] | undefined;
}

function BalanceCard({ balance }: Pick<BuySidebarProps, 'balance'>) {
  return (
    <Card title="Token Balance" busy={balance === undefined}>
      {balance === undefined ? (
        <Skeleton $height="1.8rem" $width="60%" />
      ) : balance === null ? (
        <Muted>Log in to see your token balance.</Muted>
      ) : (
        <Balance>{formatRent(balance)}</Balance>
      )}
    </Card>
  );
}

function PresaleCard({ sale }: Pick<BuySidebarProps, 'sale'>) {
  return (
    <Card title="Pre-Sale Info" busy={!sale}>
      {sale ? (
        <FactList
          label="Pre-sale"
          facts={[
            ['Current phase', sale.currentPhase?.name ?? 'No phase running'],
            ['Bonus', formatPercent(sale.currentPhase?.bonusPercent ?? 0)],
            ['Price', `1 RENT = ${formatPrice(sale.price)}`],
            ['Sale ends', formatIstDateTime(sale.saleEnd)],
          ]}
        />
      ) : (
        <Skeleton $height="6rem" />
      )}
      <Muted>
        KYC is required to buy tokens. Tokens are sent to your BEP20 wallet after the sale.
      </Muted>
    </Card>
  );
}

/** The investor's balance and the sale's facts, beside the steps. */
export function BuySidebar({ balance, sale }: BuySidebarProps) {
  return (
    <>
      <BalanceCard balance={balance} />
      <PresaleCard sale={sale} />
    </>
  );
}
