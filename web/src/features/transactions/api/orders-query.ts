import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { OrdersQuery as OrdersAnswer } from '../../../gql/graphql';

/** SPEC.md §9: the orders table shows 10 orders a page. */
export const ORDERS_PAGE_SIZE = 10;

/** One page of the investor's orders, with everything the detail dialog shows. */
export const OrdersQuery = graphql(`
  query Orders($page: Int!, $limit: Int!) {
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

export function useOrdersQuery(page: number) {
  // Orders change with every purchase and approval: show what is cached, and ask again.
  return useQuery(OrdersQuery, {
    variables: { page, limit: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}
