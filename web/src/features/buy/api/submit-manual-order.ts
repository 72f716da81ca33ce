import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../gql';
import { useGraphQLUpload } from '../../../lib/graphql-upload/use-graphql-upload';
import { BuyTokenQuery } from './buy-token-query';

export const SubmitManualOrderMutation = graphql(`
  mutation SubmitManualOrder($amount: Decimal!, $proof: Upload!) {
    submitManualOrder(amount: $amount, proof: $proof) {
      message
      order {
        _id
        purchaseId
        amountPaid
        baseTokens
        bonusTokens
        totalTokens
        status
      }
    }
  }
`);

/**
 * Sends a bank transfer's amount with its proof as a multipart upload; `sent` follows the upload
 * (0 to 1) while one is under way, null otherwise. Once recorded, the screen's account figures
 * are asked again and any cached list of orders is dropped, so the pending order shows up there.
 */
export function useSubmitManualOrder() {
  const upload = useGraphQLUpload();
  const client = useApolloClient();
  const [sent, setSent] = useState<number | null>(null);

  const submitManualOrder = useCallback(
    async (amount: string, proof: File) => {
      setSent(0);
      try {
        const data = await upload(
          SubmitManualOrderMutation,
          { amount, proof },
          { onProgress: setSent },
        );
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'orders' });
        client.cache.gc();
        void client.refetchQueries({ include: [BuyTokenQuery] });
        return data.submitManualOrder;
      } finally {
        setSent(null);
      }
    },
    [upload, client],
  );

  return { submitManualOrder, sent };
}
