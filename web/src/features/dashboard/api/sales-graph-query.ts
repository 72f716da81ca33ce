import { graphql } from '../../../gql';

/** Tokens sold per day over a range; the dashboard's own request already holds the last 7 days. */
export const SalesGraphQuery = graphql(`
  query SalesGraph($range: SalesGraphRange!) {
    salesGraph(range: $range) {
      range
      labels
      data
    }
  }
`);
