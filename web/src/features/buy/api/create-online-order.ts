import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** What the browser posts to Paytm to pay an order, new or paid again. */
export const PaytmCheckoutFields = graphql(`
  fragment PaytmCheckout on OnlineOrderPayload {
    message
    mid
    paytmOrderId
    txnToken
    paymentPageUrl
  }
`);

export const CreateOnlineOrderMutation = graphql(`
  mutation CreateOnlineOrder($amount: Decimal!) {
    createOnlineOrder(amount: $amount) {
      ...PaytmCheckout
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
