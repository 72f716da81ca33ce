import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { TOKEN_PRICE_INR } from '../../../config/sale';
import { errorMessage } from '../../../lib/error-message';
import { useDashboardQuery } from '../api/dashboard-query';
import { DashboardGrid, DashboardSlot } from '../components/dashboard-grid';
import { SaleOverview, TokenFacts } from '../components/sale-cards';
import { TokenCalculatorCard } from '../components/token-calculator-card';
import { rateQuoteFrom } from '../utils/rate-quote';

/** The public dashboard: the sale's progress, price and calculator, from one GraphQL request. */
export default function DashboardRoute() {
  const { data, loading, error, refetch } = useDashboardQuery();
  const rates = rateQuoteFrom(data?.exchangeRates, { loading, failed: Boolean(error) });
  // Without an answer the sale cards disappear rather than show made-up figures.
  const showSaleCards = Boolean(data) || loading;
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
        {showSaleCards ? <SaleOverview data={data} /> : null}
        <DashboardSlot>
          <TokenCalculatorCard rates={rates} price={data?.sale.price ?? TOKEN_PRICE_INR} />
        </DashboardSlot>
        {showSaleCards ? <TokenFacts data={data} rates={rates} /> : null}
      </DashboardGrid>
    </>
  );
}
