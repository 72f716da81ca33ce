import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { DEFAULT_SALE } from '@rent/sale-rules';
import { errorMessage } from '../../../lib/error-message';
import { useDashboardQuery } from '../api/dashboard-query';
import { useLiveDashboard } from '../api/use-live-dashboard';
import { AccountSlot } from '../components/account-slots';
import { DashboardGrid, DashboardSlot } from '../components/dashboard-grid';
import { SaleOverview, TokenFacts } from '../components/sale-cards';
import { TokenCalculatorSlot } from '../components/token-calculator-slot';
import { TokensSoldSlot } from '../components/tokens-sold-slot';
import { rateQuoteFrom } from '../utils/rate-quote';

/**
 * The dashboard: the sale's progress, price, calculator and sales chart for everyone, and the
 * investor's balance, wallet and latest orders when signed in; all from one GraphQL request.
 */
export default function DashboardRoute() {
  const { data, loading, error, refetch, signedIn } = useDashboardQuery();
  useLiveDashboard(data, signedIn);
  const rates = rateQuoteFrom(data?.exchangeRates, { loading, failed: Boolean(error) });
  // Without an answer the sale cards disappear rather than show made-up figures.
  const showSaleCards = Boolean(data) || loading;
  const showAccount = signedIn && showSaleCards;
  // A failed retry needs no handling here: the query's error state shows it.
  const retry = () => void refetch().catch(() => undefined);

  return (
    <>
      <PageHeader title="Dashboard">
        Follow the RENT pre-sale as it happens and work out what your money buys.
      </PageHeader>
      <DashboardGrid>
        {error ? (
          <DashboardSlot $width="full">
            <InlineError
              title="The sale figures could not be loaded."
              message={errorMessage(error)}
              onRetry={retry}
              retrying={loading}
            />
          </DashboardSlot>
        ) : null}
        {showAccount ? <AccountSlot kind="summary" data={data} rates={rates} /> : null}
        {showSaleCards ? <SaleOverview data={data} /> : null}
        <DashboardSlot>
          <TokenCalculatorSlot
            rates={rates}
            price={data?.sale.price ?? DEFAULT_SALE.price}
            phase={data?.sale.currentPhase ?? null}
          />
        </DashboardSlot>
        {showAccount ? <AccountSlot kind="statistics" data={data} rates={rates} /> : null}
        {showSaleCards ? <TokenFacts data={data} rates={rates} /> : null}
        {showSaleCards ? (
          <DashboardSlot $width={showAccount ? 'double' : 'full'}>
            <TokensSoldSlot lastWeek={data?.salesGraph} />
          </DashboardSlot>
        ) : null}
        {showAccount ? <AccountSlot kind="recent" data={data} rates={rates} /> : null}
      </DashboardGrid>
    </>
  );
}
