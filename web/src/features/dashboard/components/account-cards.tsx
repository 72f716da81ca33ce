import { ACCOUNT_CARD_TITLES, type AccountCardProps } from './account-card-kinds';
import { CardSkeleton } from './card-skeleton';
import { ContributionSummaryCard } from './contribution-summary-card';
import { RecentTransactionsCard } from './recent-transactions-card';
import { TokenStatisticsCard } from './token-statistics-card';

/** A signed-in investor's card, or its skeleton while the dashboard's answer is due. */
export default function AccountCard({ kind, data, rates }: AccountCardProps) {
  const me = data?.me;
  if (kind === 'recent' && data?.orders)
    return <RecentTransactionsCard orders={data.orders.orders} />;
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
  return <CardSkeleton title={ACCOUNT_CARD_TITLES[kind]} />;
}
