import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { SiteOperatorFragment } from '../../gql/graphql';

/** The company that runs the sale and its contacts, as the footer and About Us name them. */
export const SiteOperatorFields = graphql(`
  fragment SiteOperator on SaleOperator {
    name
    registeredOffice
    grievanceOfficer {
      name
      email
    }
    supportEmail
    supportPhone
  }
`);

export const SiteOperatorQuery = graphql(`
  query SiteOperator {
    sale {
      operator {
        ...SiteOperator
      }
    }
  }
`);

export type SiteOperator = SiteOperatorFragment;

/**
 * The operator's details. `fromScreen`: the screen's own query brings them (the dashboard's does,
 * so that its first load stays one request); they are then read from the cache, never asked for.
 */
export function useSiteOperator(fromScreen = false): SiteOperator | undefined {
  const { data } = useQuery(SiteOperatorQuery, {
    fetchPolicy: fromScreen ? 'cache-only' : 'cache-first',
  });
  return data?.sale?.operator;
}
