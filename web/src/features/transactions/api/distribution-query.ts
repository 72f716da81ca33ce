import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/**
 * Where the investor's token distribution stands. A query of its own beside the orders' (the
 * batching link sends both in one HTTP request): a page turn asks again for the orders only.
 */
export const TransactionsDistributionQuery = graphql(`
  query TransactionsDistribution {
    me {
      _id
      distribution {
        ...DistributionStatus
      }
    }
  }
`);

export function useDistributionQuery() {
  return useQuery(TransactionsDistributionQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}
