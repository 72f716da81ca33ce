import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { OrdersQuery as OrdersAnswer } from '../../../gql/graphql';

/** SPEC.md §9: the orders table shows 10 orders a page. */
export const ORDERS_PAGE_SIZE = 10;

/**
 * One page of the investor's orders, with everything the detail dialog shows, and where their
 * token distribution stands: the screen's one request.
 */
export const OrdersQuery = graphql(`
  query Orders($page: Int!, $limit: Int!) {
    me {
      _id
      distribution {
        ...DistributionStatus
      }
    }
    orders(page: $page, limit: $limit) {
      totalCount
      page
      limit
      orders {
        ...OrderRow
        ...TransactionDetails
        currency
      }
    }
  }
`);

export type TransactionOrder = OrdersAnswer['orders']['orders'][number];

/** The distribution failed to load while the orders arrived: its path is in the errors. */
export function distributionFailed(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(({ path }) => path?.[0] === 'me' && path[1] === 'distribution')
  );
}

export function useOrdersQuery(page: number) {
  // Orders change with every purchase and approval: show what is cached, and ask again.
  return useQuery(OrdersQuery, {
    variables: { page, limit: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    // The distribution may fail alone (it is nullable): the orders are still shown.
    errorPolicy: 'all',
  });
}
