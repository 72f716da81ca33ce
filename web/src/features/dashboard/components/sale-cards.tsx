import type { DashboardQuery } from '../../../gql/graphql';
import type { RateQuote } from '../utils/rate-quote';
import { CardSkeleton } from './card-skeleton';
import { DashboardSlot } from './dashboard-grid';
import { PresaleInfoCard } from './presale-info-card';
import { SalesProgressCard } from './sales-progress-card';
import { TokenInformationCard } from './token-information-card';

/** The pre-sale info and sales progress cards, or their skeletons while the answer is due. */
export function SaleOverview({ data }: { data: DashboardQuery | undefined }) {
  if (!data) {
    return (
      <>
        <DashboardSlot>
          <CardSkeleton title="Pre-Sale Info" />
        </DashboardSlot>
        <DashboardSlot $width="double">
          <CardSkeleton title="Sales Progress" />
        </DashboardSlot>
      </>
    );
  }
  const { sale, rentSupply } = data;
  return (
    <>
      <DashboardSlot>
        <PresaleInfoCard price={sale.price} currentPhase={sale.currentPhase} phases={sale.phases} />
      </DashboardSlot>
      <DashboardSlot $width="double">
        <SalesProgressCard
          sold={rentSupply.totalSold}
          totalSupply={sale.totalSupply}
          softCap={sale.softCap}
          hardCap={sale.hardCap}
          saleEnd={sale.saleEnd}
        />
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
      <TokenInformationCard
        price={sale.price}
        usdRate={rates.usd}
        tokenName={sale.tokenName}
        symbol={sale.symbol}
        tokenStandard={sale.tokenStandard}
      />
    </DashboardSlot>
  );
}
