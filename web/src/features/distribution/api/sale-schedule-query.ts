import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** The sale's phases and price for the distribution schedule. */
export const SaleScheduleQuery = graphql(`
  query SaleSchedule {
    sale {
      price
      phases {
        name
        start
        end
        bonusPercent
        status
      }
    }
  }
`);

export function useSaleScheduleQuery() {
  return useQuery(SaleScheduleQuery, { notifyOnNetworkStatusChange: true });
}
