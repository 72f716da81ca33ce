import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { hasRefreshableSession } from '../../../lib/session/session-cookie';
import { useSession } from '../../../lib/session/session-context';

/**
 * Everything the dashboard shows, in one request: the sale, and for a signed-in investor their
 * balance, wallet, latest orders and token distribution (visitors are refused orders, so they do not ask for them).
 * It also brings the company named in the footer, which then asks for nothing of its own.
 */
export const DashboardQuery = graphql(`
  query Dashboard($signedIn: Boolean! = false) {
    sale {
      ...TokenInformation
      ...SalesProgress
      ...PresaleSchedule
      currency
      phases {
        end
      }
      currentPhase {
        name
        bonusPercent
      }
      operator {
        ...SiteOperator
      }
    }
    rentSupply {
      totalSold
      totalHeld
      available
    }
    exchangeRates {
      ...ExchangeRatesFields
    }
    me {
      _id
      tokenBalance
      amountPaid
      walletAddress
      distribution {
        ...DistributionStatus
      }
      hold {
        ...AccountHoldFields
      }
    }
    orders(page: 1, limit: 3) @include(if: $signedIn) {
      orders {
        ...OrderRow
      }
    }
    salesGraph(range: LAST_7_DAYS) {
      labels
      data
    }
  }
`);

export function useDashboardQuery() {
  const { status } = useSession();
  // While the session check is on its way, the session marker cookie tells whether an investor is
  // probably signed in, so their orders travel in the first request rather than in a second one.
  const signedIn = status === 'signed-in' || (status === 'loading' && hasRefreshableSession());
  // A field that failed costs only its card (decision 0095): the rest of the answer is shown.
  const query = useQuery(DashboardQuery, {
    variables: { signedIn },
    notifyOnNetworkStatusChange: true,
    errorPolicy: 'all',
  });
  return { ...query, signedIn };
}
