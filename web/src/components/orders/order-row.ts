import { graphql } from '../../gql';
import type { OrderRowFragment } from '../../gql/graphql';

/** What a row of an order table shows; the dashboard and the transactions screen both ask for it. */
export const OrderRowFields = graphql(`
  fragment OrderRow on Order {
    _id
    purchaseId
    purchaseDate
    amountPaid
    baseTokens
    totalTokens
    isReferral
    paymentMethod
    status
  }
`);

export type OrderRow = OrderRowFragment;

/** The tokens column (SPEC.md §2): a referral bonus shows its total, a purchase its base tokens. */
export function orderTokens(order: Pick<OrderRow, 'isReferral' | 'baseTokens' | 'totalTokens'>) {
  return order.isReferral ? order.totalTokens : order.baseTokens;
}
