import { ACCOUNT_CARD_TITLES, type AccountCardProps } from './account-card-kinds';
import { cardErrorFor } from './card-error';
import { AccountCardSkeleton } from './card-skeleton';
import { ContributionSummaryCard } from './contribution-summary-card';
import { DistributionCard } from './distribution-card';
import { RecentTransactionsCard } from './recent-transactions-card';
import { TokenStatisticsCard } from './token-statistics-card';

/** The fields of the answer each card cannot do without. */
const NEEDS: Record<AccountCardProps['kind'], readonly string[]> = {
  summary: ['me', 'sale'],
  statistics: ['me', 'sale'],
  recent: ['me', 'orders'],
  distribution: ['me', 'me.distribution'],
};

/** A signed-in investor's card, or its skeleton while the dashboard's answer is due. */
export default function AccountCard({ kind, data, rates, failure }: AccountCardProps) {
  const failed = cardErrorFor(ACCOUNT_CARD_TITLES[kind], NEEDS[kind], failure);
  if (failed) return failed;
  const me = data?.me;
  if (kind === 'recent' && data?.orders)
    return <RecentTransactionsCard orders={data.orders.orders} />;
  if (kind === 'distribution' && me?.distribution)
    return <DistributionCard distribution={me.distribution} />;
  if (!data?.sale) return <AccountCardSkeleton kind={kind} />;
  if (kind === 'summary' && me)
    return (
      <ContributionSummaryCard
        tokenBalance={me.tokenBalance}
        amountPaid={me.amountPaid}
        walletAddress={me.walletAddress}
        price={data.sale.price}
      />
    );
  if (kind === 'statistics' && me)
    return (
      <TokenStatisticsCard
        tokenBalance={me.tokenBalance}
        amountPaid={me.amountPaid}
        price={data.sale.price}
        rates={rates}
      />
    );
  return <AccountCardSkeleton kind={kind} />;
}
