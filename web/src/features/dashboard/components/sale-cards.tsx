import { DEFAULT_SALE } from '@rent/sale-rules';
import type { DashboardQuery } from '../../../gql/graphql';
import type { RateQuote } from '../utils/rate-quote';
import { CardSkeleton } from './card-skeleton';
import { DashboardSlot } from './dashboard-grid';
import { PresaleInfoCard } from './presale-info-card';
import { SalesProgressCard } from './sales-progress-card';
import { TokenInformationCard } from './token-information-card';

/**
 * The pre-sale info and sales progress cards; while the answer is due, the info card shows its
 * rules and the progress card a skeleton.
 */
export function SaleOverview({ data }: { data: DashboardQuery | undefined }) {
  const sale = data?.sale;
  return (
    <>
      <DashboardSlot>
        <PresaleInfoCard price={sale?.price ?? DEFAULT_SALE.price} schedule={sale} />
      </DashboardSlot>
      <DashboardSlot $width="double">
        {data ? (
          <SalesProgressCard {...data.sale} sold={data.rentSupply.totalSold} />
        ) : (
          <CardSkeleton title="Sales Progress" />
        )}
      </DashboardSlot>
    </>
  );
}

interface TokenFactsProps {
  data: DashboardQuery | undefined;
  rates: RateQuote;
}

/** The token information card, or its skeleton. */
export function TokenFacts({ data, rates }: TokenFactsProps) {
  if (!data) {
    return (
      <DashboardSlot>
        <CardSkeleton title="Token Information" />
      </DashboardSlot>
    );
  }
  const { sale } = data;
  return (
    <DashboardSlot>
      <TokenInformationCard {...sale} usdRate={rates.usd} />
    </DashboardSlot>
  );
}
