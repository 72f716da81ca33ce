import { ACCOUNT_CARD_TITLES, type AccountCardProps } from './account-card-kinds';
import { cardErrorFor } from './card-error';
import { CardSkeleton } from './card-skeleton';
import { ContributionSummaryCard } from './contribution-summary-card';
import { RecentTransactionsCard } from './recent-transactions-card';
import { TokenStatisticsCard } from './token-statistics-card';

/** A signed-in investor's card, or its skeleton while the dashboard's answer is due. */
export default function AccountCard({ kind, data, rates, failure }: AccountCardProps) {
  const failed = cardErrorFor(
    ACCOUNT_CARD_TITLES[kind],
    kind === 'recent' ? ['me', 'orders'] : ['me', 'sale'],
    failure,
  );
  if (failed) return failed;
  const me = data?.me;
  if (kind === 'recent' && data?.orders)
    return <RecentTransactionsCard orders={data.orders.orders} />;
  if (!data?.sale) return <CardSkeleton title={ACCOUNT_CARD_TITLES[kind]} />;
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
