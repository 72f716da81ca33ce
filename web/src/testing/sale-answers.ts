// Answers of the gateway as the default sale (SPEC.md §9) gives them, for tests that render
// whole screens through Apollo's MockedProvider.
import { DEFAULT_SALE } from '@rent/sale-rules';

const phases = DEFAULT_SALE.phases.map((phase) => ({
  __typename: 'SalePhase' as const,
  ...phase,
  status: 'ENDED' as const,
}));

/** The company running the sale, as a deployment configures it. */
export const operatorAnswer = {
  __typename: 'SaleOperator',
  name: 'RENT Realty Tokens Private Limited',
  registeredOffice: '12 MG Road, Bengaluru 560001, India',
  grievanceOfficer: {
    __typename: 'GrievanceOfficer',
    name: 'Meera Iyer',
    email: 'grievance@realty.example',
  },
  supportEmail: 'help@realty.example',
  supportPhone: '+91 80 4567 8900',
} as const;

/** RENT on BNB Smart Chain, as api reads it from a configured contract. */
export const tokenAnswer = {
  __typename: 'Token',
  symbol: 'RENT',
  name: 'Real Estate Network Token',
  standard: 'BEP20',
  decimals: 18,
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  contractUrl: 'https://bscscan.com/token/0x5FbDB2315678afecb367f032d93F642f64180aa3',
  chain: {
    __typename: 'TokenChain',
    id: 56,
    name: 'BNB Smart Chain',
    explorerUrl: 'https://bscscan.com',
  },
} as const;

export const saleAnswer = {
  __typename: 'Sale',
  ...DEFAULT_SALE,
  currentPhase: null,
  phases,
  operator: operatorAnswer,
  token: tokenAnswer,
} as const;

/** RENT sold over the last 7 days, as the dashboard's own request carries it. */
export const lastWeekAnswer = {
  __typename: 'SalesGraph',
  labels: [
    '2025-12-24',
    '2025-12-25',
    '2025-12-26',
    '2025-12-27',
    '2025-12-28',
    '2025-12-29',
    '2025-12-30',
  ],
  data: ['120', '0', '45.5', '300', '80', '1000', '12.25'],
} as const;

/** The dashboard's answer for a visitor: the sale, and no account. */
export const dashboardAnswer = {
  sale: saleAnswer,
  rentSupply: {
    __typename: 'RentSupply',
    totalSold: '1234567',
    totalHeld: '2500',
    available: '12763433',
  },
  exchangeRates: {
    __typename: 'ExchangeRates',
    usd: 88.4,
    aed: 24.07,
    source: 'LIVE',
    message: null,
  },
  me: null,
  salesGraph: lastWeekAnswer,
} as const;

export const saleScheduleAnswer = {
  sale: { __typename: 'Sale', price: saleAnswer.price, phases },
} as const;
