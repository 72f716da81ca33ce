import type {
  ReferralBonusStatus,
  ReferralPurchaseResolvers,
  OrderPageResolvers,
  OrderStatus,
  OrderResolvers,
  SalesGraphResolvers,
} from '../generated/graphql.js';

// REST spells enumerations in lower case; the schema's enums are upper case.
export const Order: OrderResolvers = {
  paymentMethod: (order) => order.paymentMethod.toUpperCase() as 'PAYTM' | 'MANUAL' | 'REFERRAL',
  status: (order) => order.status.toUpperCase() as OrderStatus,
};

export const SalesGraph: SalesGraphResolvers = {
  range: (graph) => (graph.range === '30d' ? 'LAST_30_DAYS' : 'LAST_7_DAYS'),
};

export const OrderPage: OrderPageResolvers = {
  totalCount: (page) => page.count,
};

export const ReferralPurchase: ReferralPurchaseResolvers = {
  bonusStatus: (purchase) => purchase.bonusStatus.toUpperCase() as ReferralBonusStatus,
};
