import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const CreateOnlineOrderMutation = graphql(`
  mutation CreateOnlineOrder($amount: Decimal!) {
    createOnlineOrder(amount: $amount) {
      message
      mid
      paytmOrderId
      txnToken
      paymentPageUrl
      order {
        _id
        purchaseId
        status
      }
    }
  }
`);

/** Starts a Paytm payment of `amount` rupees; the answer says where the browser posts it. */
export function useCreateOnlineOrder() {
  return useMutation(CreateOnlineOrderMutation);
}
