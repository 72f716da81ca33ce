import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { FALLBACK_RATES_TO_INR, DEFAULT_SALE } from '@rent/sale-rules';
import { Card } from '../../../components/card';
import { KeptRoom } from '../../../components/kept-room';
import { isClosedStage, SaleClosedNote } from '../../../components/sale-stage/sale-closed-note';
import { errorMessage } from '../../../lib/error-message';
import { useSaleStage } from '../../../lib/use-sale-stage';
import { useSession } from '../../../lib/session/session-context';
import { useBuyTokenQuery } from '../api/buy-token-query';
import { useBalanceInSession } from '../api/use-balance-in-session';
import { usePaymentVerdict } from '../api/use-payment-verdict';
import { SidebarLayout } from '../../../components/sidebar-layout';
import { BuySidebar } from '../components/buy-sidebar';
import { PaymentVerdictDialog } from '../components/payment-verdict-dialog';
import { PurchaseForm, type PurchaseTerms } from '../components/purchase-form';
import { UnpaidOrders } from '../components/unpaid-orders';
import { paymentClaimFrom } from '../utils/payment-result';
import { carriedCurrency, carriedMethod } from '../utils/purchase-resume';
import { purchaseGate } from '../utils/purchase-gate';

// The note sits in the middle of the room the purchase steps were painted in, when it has theirs.
const ClosedNote = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
`;

/** A whole number of RENT, as the calculator carries it; anything else is ignored. */
const CARRIED_TOKENS = /^[1-9]\d{0,8}$/;

/** The three-step purchase (SPEC.md §2 "Buy token"), open to visitors, who are asked to log in. */
export default function BuyTokenRoute() {
  const { data, loading, error, refetch } = useBuyTokenQuery();
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  useBalanceInSession(data?.me);

  const payment = usePaymentVerdict(paymentClaimFrom(params));
  // The calculator's Buy Tokens carries its result as whole RENT (`?tokens=8`).
  const carried = params.get('tokens');
  const initialTokens = carried && CARRIED_TOKENS.test(carried) ? carried : undefined;
  const sale = data?.sale ?? undefined;
  const stage = useSaleStage(sale);
  const gate = purchaseGate(status, data, stage);
  const rates = data?.exchangeRates;
  const terms: PurchaseTerms = {
    price: sale?.price ?? DEFAULT_SALE.price,
    phase: sale?.currentPhase ?? null,
    rates: {
      usd: rates?.usd ?? FALLBACK_RATES_TO_INR.USD,
      aed: rates?.aed ?? FALLBACK_RATES_TO_INR.AED,
      warning: rates?.source === 'FALLBACK' ? (rates.message ?? null) : null,
    },
    bank: sale?.bankTransfer,
    available: data?.rentSupply?.available ?? null,
    // A referred buyer's order holds the referrer's bonus too, as the server counts it.
    referred: data?.me?.referred ?? false,
  };
  const balance = status === 'signed-out' || data?.me === null ? null : data?.me?.tokenBalance;
  // A failed retry needs no handling here: the query's error state shows it.
  const retry = () => void refetch().catch(() => undefined);

  return (
    <>
      <PageHeader title="Buy Tokens">
        Choose a currency, enter how many RENT you want, then pay online or by bank transfer.
      </PageHeader>
      {error && !sale ? (
        <InlineError
          title="The sale details could not be loaded."
          message={errorMessage(error)}
          onRetry={retry}
          retrying={loading}
        />
      ) : null}
      <SidebarLayout
        sidebar={<BuySidebar balance={balance} sale={sale} />}
        sidebarLabel="Balance and pre-sale"
      >
        <UnpaidOrders signedIn={status === 'signed-in'} />
        {/* Until the answer says whether orders are taken, the purchase steps are painted; a
            closed sale's card then keeps their room, so the sidebar below does not jump up. */}
        <KeptRoom measuring={stage === null} keeping={isClosedStage(stage)}>
          {isClosedStage(stage) ? (
            <Card title={stage.stage === 'before' ? 'Orders open soon' : 'Orders are closed'}>
              <ClosedNote>
                <SaleClosedNote stage={stage} />
              </ClosedNote>
            </Card>
          ) : (
            <PurchaseForm
              terms={terms}
              gate={gate}
              initialTokens={initialTokens}
              // A purchase interrupted by the end of a session comes back as it was (decision 0110).
              initialCurrency={carriedCurrency(params)}
              resumeMethod={initialTokens ? carriedMethod(params) : undefined}
            />
          )}
        </KeptRoom>
      </SidebarLayout>
      {payment.verdict ? (
        <PaymentVerdictDialog
          verdict={payment.verdict}
          onRetry={payment.retry}
          onClose={() => setParams({}, { replace: true })}
        />
      ) : null}
    </>
  );
}
