import type { ErrorLike } from '@apollo/client';
import { memo, useDeferredValue } from 'react';
import { AccountHoldNotice } from '../../../components/account-hold/account-hold-notice';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { DEFAULT_SALE } from '@rent/sale-rules';
import type { DashboardQuery as DashboardAnswer } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useSaleStage } from '../../../lib/use-sale-stage';
import { useDashboardQuery } from '../api/dashboard-query';
import { useLiveDashboard } from '../api/use-live-dashboard';
import { AccountSlot } from '../components/account-slots';
import { DashboardGrid, DashboardSlot } from '../components/dashboard-grid';
import { SaleOverview, TokenFacts } from '../components/sale-cards';
import { TokenCalculatorSlot } from '../components/token-calculator-slot';
import { TokensSoldSlot } from '../components/tokens-sold-slot';
import { rateQuoteFrom } from '../utils/rate-quote';
import { failedRootFields } from '../utils/failed-fields';
import { cardErrorFor, type DashboardFailure } from '../components/card-error';

/**
 * The dashboard: the sale's progress, price, calculator and sales chart for everyone, and the
 * investor's balance, wallet, latest orders and token distribution when signed in; all from one GraphQL request.
 */
export default function DashboardRoute() {
  const { data, loading, error, refetch, signedIn } = useDashboardQuery();
  useLiveDashboard(data, signedIn);
  // Apollo hands an answer to React as an urgent update, which React renders in one go: filling
  // every card at once was the longest task of a phone's visit (up to 200 ms on the bench's
  // machine, four times that on a phone), and the page ignored a tap meanwhile. Deferred, the
  // cards are filled in a render React does in slices, between which the browser answers the
  // reader; the urgent render keeps the cards as they were, since nothing they are given has
  // changed (decision 0160).
  const shownData = useDeferredValue(data);
  const shownLoading = useDeferredValue(loading);
  const shownError = useDeferredValue(error);
  return (
    <DashboardCards
      data={shownData}
      loading={shownLoading}
      error={shownError}
      refetch={refetch}
      signedIn={signedIn}
    />
  );
}

interface DashboardCardsProps {
  data: DashboardAnswer | undefined;
  loading: boolean;
  error: ErrorLike | undefined;
  refetch: () => Promise<unknown>;
  signedIn: boolean;
}

const DashboardCards = memo(function DashboardCards({
  data,
  loading,
  error,
  refetch,
  signedIn,
}: DashboardCardsProps) {
  const sale = data?.sale ?? undefined;
  const stage = useSaleStage(sale);
  const hold = data?.me?.hold ?? null;
  // A failed retry needs no handling here: the query's error state shows it.
  const retry = () => void refetch().catch(() => undefined);
  // With an answer, each card whose field failed says so itself (decision 0095); without any,
  // one error stands for them all.
  const failure: DashboardFailure = {
    fields: failedRootFields(error),
    onRetry: retry,
    retrying: loading,
  };
  const answered = Boolean(data);
  const rates = rateQuoteFrom(data?.exchangeRates ?? undefined, {
    loading,
    failed: Boolean(error) && !data?.exchangeRates,
  });
  // Without an answer the sale cards disappear rather than show made-up figures.
  const showSaleCards = answered || loading;
  const showAccount = signedIn && showSaleCards;
  // Once a plan is frozen the transfer is what an investor comes for: its card leads, under the
  // contribution; until then it closes the page.
  const distributionStatus = data?.me?.distribution?.status;
  const distributionFirst = Boolean(distributionStatus && distributionStatus !== 'NOT_PLANNED');
  const distribution = (
    <AccountSlot kind="distribution" data={data} rates={rates} failure={failure} />
  );

  return (
    <>
      <PageHeader title="Dashboard">
        Follow the RENT pre-sale as it happens and work out what your money buys.
      </PageHeader>
      <DashboardGrid>
        {error && !answered ? (
          <DashboardSlot $width="full">
            <InlineError
              title="The sale figures could not be loaded."
              message={errorMessage(error)}
              onRetry={retry}
              retrying={loading}
            />
          </DashboardSlot>
        ) : null}
        {signedIn && hold ? (
          <DashboardSlot $width="full">
            <AccountHoldNotice hold={hold} />
          </DashboardSlot>
        ) : null}
        {showAccount ? (
          <AccountSlot kind="summary" data={data} rates={rates} failure={failure} />
        ) : null}
        {showAccount && distributionFirst ? distribution : null}
        {showSaleCards ? <SaleOverview data={data} failure={failure} /> : null}
        <DashboardSlot>
          <TokenCalculatorSlot
            rates={rates}
            price={sale?.price ?? DEFAULT_SALE.price}
            phase={sale?.currentPhase ?? null}
            stage={stage}
          />
        </DashboardSlot>
        {showAccount ? (
          <AccountSlot kind="statistics" data={data} rates={rates} failure={failure} />
        ) : null}
        {showSaleCards ? (
          <TokenFacts
            data={data}
            rates={rates}
            failure={failure}
            width={showAccount ? 'single' : 'double'}
          />
        ) : null}
        {showSaleCards ? (
          <DashboardSlot $width={showAccount ? 'double' : 'full'}>
            {cardErrorFor('Tokens Sold', ['salesGraph'], failure) ?? (
              <TokensSoldSlot lastWeek={data?.salesGraph ?? undefined} />
            )}
          </DashboardSlot>
        ) : null}
        {showAccount ? (
          <AccountSlot kind="recent" data={data} rates={rates} failure={failure} />
        ) : null}
        {showAccount && !distributionFirst ? distribution : null}
      </DashboardGrid>
    </>
  );
});
