import { TOKEN_PRICE_INR } from '../../../config/sale';
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
        <PresaleInfoCard price={sale?.price ?? TOKEN_PRICE_INR} schedule={sale} />
      </DashboardSlot>
      <DashboardSlot $width="double">
        {data ? (
          <SalesProgressCard
            sold={data.rentSupply.totalSold}
            totalSupply={data.sale.totalSupply}
            softCap={data.sale.softCap}
            hardCap={data.sale.hardCap}
            saleEnd={data.sale.saleEnd}
          />
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
