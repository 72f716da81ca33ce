import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PaymentOrderQuery as PaymentOrderAnswer } from '../../../gql/graphql';

/**
 * What the payment result dialogs may say: the order a return link names, as it stands (only for
 * its signed-in owner; null for any other), and whom to write to when a payment went wrong.
 */
export const PaymentOrderQuery = graphql(`
  query PaymentOrder($purchaseId: String!, $withOrder: Boolean!) {
    sale {
      supportEmail
    }
    order(purchaseId: $purchaseId) @include(if: $withOrder) {
      _id
      purchaseId
      status
      paymentMethod
      amountPaid
      totalTokens
      statusReason
    }
  }
`);

export type PaymentOrder = NonNullable<PaymentOrderAnswer['order']>;

/** `purchaseId` is read only when `withOrder`; nothing is asked while `skip`. */
export function usePaymentOrderQuery(purchaseId: string | null, withOrder: boolean, skip: boolean) {
  // The truth now, never a copy kept from an earlier visit.
  return useQuery(PaymentOrderQuery, {
    variables: { purchaseId: purchaseId ?? '', withOrder: withOrder && purchaseId !== null },
    skip,
    fetchPolicy: 'network-only',
  });
}
