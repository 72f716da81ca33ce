// Gateway answers for the purchase screen, and the screen rendered as the app routes it, with the
// toaster and stand-in pages for where it leads.
import type { MockLink } from '@apollo/client/testing';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { DEFAULT_SALE } from '@rent/sale-rules';
import { paths } from '../../config/paths';
import type { BuyTokenQuery as BuyTokenData } from '../../gql/graphql';
import type { Session } from '../../lib/session/session';
import { AppToaster } from '../../lib/toast';
import { investor } from '../../testing/investor';
import { renderRoutes } from '../../testing/render';
import { BuyTokenQuery } from './api/buy-token-query';
import { OpenBankReferenceMutation } from './api/open-bank-reference';
import { PaymentOrderQuery, type PaymentOrder } from './api/payment-order-query';
import BuyTokenRoute from './routes/buy-token';
import PaymentStatusRoute from './routes/payment-status';

/** An instant in the default sale's last phase, where the screen's answers are set. */
export const DURING_THE_SALE = new Date('2025-12-28T12:00:00Z');

/**
 * Pins this file's clock inside the sale, so the screen judges it open as the answers say; only
 * Date is replaced, timers run as usual.
 */
export function clockDuringTheSale() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DURING_THE_SALE);
  });
  afterEach(() => vi.useRealTimers());
}

/** For tests that walk through several dialogs, which take a while on a busy machine. */
export const DIALOG_FLOW = { timeout: 15_000 };

export const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

export const bankTransfer = {
  __typename: 'BankTransfer',
  accountName: 'RENT Pre-Sale Escrow',
  bankName: 'State Bank of India',
  accountNumber: '40012345678',
  ifsc: 'SBIN0001234',
  upiId: 'rentpresale@sbi',
} as const;

type Me = NonNullable<BuyTokenData['me']>;

export const verifiedInvestor = (overrides: Partial<Me> = {}) => ({
  __typename: 'User' as const,
  _id: investor._id,
  tokenBalance: investor.tokenBalance,
  kycStatus: 'VERIFIED' as const,
  walletAddress: WALLET,
  referred: false,
  ...overrides,
});

interface AnswerOptions {
  me?: ReturnType<typeof verifiedInvestor> | null;
  isOpen?: boolean;
  currentPhase?: { name: string; bonusPercent: number; end: string } | null;
  rates?: { usd: number; aed: number; source: 'LIVE' | 'FALLBACK'; message: string | null };
  /** RENT a new order can still take now, bonuses included. */
  available?: string;
}

export function buyTokenData({
  me = verifiedInvestor(),
  isOpen = true,
  currentPhase = { name: 'Phase 2', bonusPercent: 5, end: '2025-12-30T18:29:59.000Z' },
  rates = { usd: 88.4, aed: 24.07, source: 'LIVE', message: null },
  available = '12763433',
}: AnswerOptions = {}) {
  return {
    sale: {
      __typename: 'Sale',
      price: '1000',
      saleEnd: '2025-12-30T18:29:59.000Z',
      isOpen,
      phases: DEFAULT_SALE.phases.map(({ start, end }) => ({
        __typename: 'SalePhase',
        start,
        end,
      })),
      currentPhase: currentPhase && { __typename: 'SalePhase', ...currentPhase },
      bankTransfer,
    },
    rentSupply: { __typename: 'RentSupply', available },
    exchangeRates: { __typename: 'ExchangeRates', ...rates },
    me,
  };
}

/** The screen's one query, answered `times` times with `data` (refetches included). */
export function buyTokenAnswer(
  data: ReturnType<typeof buyTokenData> = buyTokenData(),
  times = 3,
): MockLink.MockedResponse {
  return { request: { query: BuyTokenQuery }, result: { data }, maxUsageCount: times };
}

/** The investor's reference for a bank transfer (decision 0088). */
export const BANK_REFERENCE = '7KX2M9QD';

/** The server's answer to the bank details' request for a reference, `times` times. */
export function bankReferenceAnswer(
  reference = BANK_REFERENCE,
  times = 2,
): MockLink.MockedResponse {
  return {
    request: { query: OpenBankReferenceMutation },
    result: { data: { openBankReference: { __typename: 'BankReferencePayload', reference } } },
    maxUsageCount: times,
  };
}

export const SUPPORT_EMAIL = 'payments@rent.example';

/** An order as the payment result screen reads it: a credited online purchase of 3 + 0.75 RENT. */
type OrderAnswer = PaymentOrder & { __typename: 'Order' };

export const paymentOrder = (overrides: Partial<PaymentOrder> = {}): OrderAnswer => ({
  __typename: 'Order',
  _id: 'o-42',
  purchaseId: 'RENT-7KX2M9QD4P',
  status: 'CREDITED',
  paymentMethod: 'PAYTM',
  amountPaid: '3000.00',
  totalTokens: '3.75',
  statusReason: null,
  ...overrides,
});

/**
 * The server's answer about the order a return link names: `order` for its signed-in owner, null
 * for anyone else's or an unknown one; `withOrder` false when no order is asked for (a visitor, or
 * a link without one). Answered `times` times.
 */
export function paymentOrderAnswer(
  purchaseId: string,
  order: OrderAnswer | null,
  { withOrder = true, times = 1 }: { withOrder?: boolean; times?: number } = {},
): MockLink.MockedResponse {
  const sale = { __typename: 'Sale', supportEmail: SUPPORT_EMAIL };
  return {
    request: { query: PaymentOrderQuery, variables: { purchaseId, withOrder } },
    result: { data: withOrder ? { sale, order } : { sale } },
    maxUsageCount: times,
    delay: 0,
  };
}

function Frame() {
  return (
    <>
      <Outlet />
      <AppToaster />
    </>
  );
}

/** Renders /buy-token or /payment-status; returns the router. */
export function renderBuyScreen(
  route: string,
  options: { mocks?: readonly MockLink.MockedResponse[]; session?: Session } = {},
) {
  return renderRoutes(
    [
      {
        Component: Frame,
        children: [
          { path: paths.buyToken.path, Component: BuyTokenRoute },
          { path: paths.paymentStatus.path, Component: PaymentStatusRoute },
          { path: paths.login.path, element: <h1>Login page</h1> },
          { path: paths.kyc.path, element: <h1>KYC page</h1> },
          { path: paths.transactions.path, element: <h1>Transactions page</h1> },
        ],
      },
    ],
    { route, ...options },
  );
}
