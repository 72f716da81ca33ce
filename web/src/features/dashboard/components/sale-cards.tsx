import { DEFAULT_SALE } from '@rent/sale-rules';
import type { DashboardQuery } from '../../../gql/graphql';
import type { RateQuote } from '../utils/rate-quote';
import { cardErrorFor, type DashboardFailure } from './card-error';
import { CardSkeleton } from './card-skeleton';
import { DashboardSlot, type SlotWidth } from './dashboard-grid';
import { PresaleInfoCard } from './presale-info-card';
import { SalesProgressCard } from './sales-progress-card';
import { TokenInformationCard } from './token-information-card';

/**
 * The pre-sale info and sales progress cards; while the answer is due, the info card shows its
 * rules and the progress card a skeleton, and a card whose figures failed shows its own error.
 */
interface SaleCardsProps {
  data: DashboardQuery | undefined;
  failure: DashboardFailure;
}

export function SaleOverview({ data, failure }: SaleCardsProps) {
  const sale = data?.sale ?? undefined;
  const supply = data?.rentSupply;
  return (
    <>
      <DashboardSlot>
        {cardErrorFor('Pre-Sale Info', ['sale'], failure) ?? (
          <PresaleInfoCard price={sale?.price ?? DEFAULT_SALE.price} schedule={sale} />
        )}
      </DashboardSlot>
      <DashboardSlot $width="double">
        {cardErrorFor('Sales Progress', ['sale', 'rentSupply'], failure) ??
          (sale && supply ? (
            <SalesProgressCard
              {...sale}
              sold={supply.totalSold}
              held={supply.totalHeld}
              available={supply.available}
            />
          ) : (
            <CardSkeleton title="Sales Progress" />
          ))}
      </DashboardSlot>
    </>
  );
}

interface TokenFactsProps extends SaleCardsProps {
  rates: RateQuote;
  /**
   * Two columns when no account card shares its row (a visitor's dashboard), so the row after the
   * calculator ends at the grid's edge instead of leaving an empty column.
   */
  width?: SlotWidth;
}

/** The token information card, its error, or its skeleton. */
export function TokenFacts({ data, rates, failure, width = 'single' }: TokenFactsProps) {
  const sale = data?.sale;
  return (
    <DashboardSlot $width={width} data-width={width}>
      {cardErrorFor('Token Information', ['sale'], failure) ??
        (sale ? (
          <TokenInformationCard {...sale} usdRate={rates.usd} />
        ) : (
          <CardSkeleton title="Token Information" />
        ))}
    </DashboardSlot>
  );
}
