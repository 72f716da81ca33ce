import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Everything the purchase screen needs, in one request; `me` is null for a visitor. */
export const BuyTokenQuery = graphql(`
  query BuyToken {
    sale {
      price
      saleEnd
      isOpen
      phases {
        start
        end
      }
      currentPhase {
        name
        bonusPercent
        end
      }
      bankTransfer {
        accountName
        bankName
        accountNumber
        ifsc
        upiId
      }
    }
    rentSupply {
      available
    }
    exchangeRates {
      ...ExchangeRatesFields
    }
    me {
      _id
      tokenBalance
      kycStatus
      walletAddress
      referred
    }
  }
`);

/**
 * Shown from the cache at once and asked again on each visit: the balance, the KYC status and
 * whether the sale is open may all have moved on since.
 */
export function useBuyTokenQuery() {
  return useQuery(BuyTokenQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
}
