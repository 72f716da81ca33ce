import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Everything the public dashboard shows, in one request. */
export const DashboardQuery = graphql(`
  query Dashboard {
    sale {
      tokenName
      symbol
      tokenStandard
      price
      currency
      hardCap
      softCap
      totalSupply
      saleEnd
      currentPhase {
        name
        bonusPercent
        end
      }
      phases {
        name
        start
        end
        bonusPercent
        status
      }
    }
    rentSupply {
      totalSold
    }
    exchangeRates {
      usd
      aed
      source
      message
    }
  }
`);

export function useDashboardQuery() {
  return useQuery(DashboardQuery, { notifyOnNetworkStatusChange: true });
}
