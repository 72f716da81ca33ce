import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// The investor's latest orders: the unpaid online ones among them are listed on /buy-token.
export const UnpaidOrdersQuery = graphql(`
  query UnpaidOrders {
    orders(page: 1, limit: 10) {
      orders {
        _id
        purchaseId
        purchaseDate
        amountPaid
        totalTokens
        paymentMethod
        status
        holdUntil
      }
    }
  }
`);

export const PayOnlineOrderAgainMutation = graphql(`
  mutation PayOnlineOrderAgain($purchaseId: String!) {
    payOnlineOrderAgain(purchaseId: $purchaseId) {
      ...PaytmCheckout
    }
  }
`);

export const CancelOnlineOrderMutation = graphql(`
  mutation CancelOnlineOrder($purchaseId: String!) {
    cancelOnlineOrder(purchaseId: $purchaseId) {
      message
      outcome
      order {
        _id
        purchaseId
        status
        holdUntil
      }
    }
  }
`);

/** The signed-in investor's online orders awaiting payment, newest first. */
export function useUnpaidOrders(skip: boolean) {
  const { data, refetch } = useQuery(UnpaidOrdersQuery, { skip, fetchPolicy: 'cache-and-network' });
  const unpaid = (data?.orders.orders ?? []).filter(
    (order) => order.status === 'PENDING' && order.paymentMethod === 'PAYTM',
  );
  return { unpaid, refetch };
}

export function usePayOnlineOrderAgain() {
  return useMutation(PayOnlineOrderAgainMutation);
}

export function useCancelOnlineOrder() {
  return useMutation(CancelOnlineOrderMutation);
}
