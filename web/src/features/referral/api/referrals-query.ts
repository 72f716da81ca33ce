import { graphql } from '../../../gql';
import type { ReferralsQuery as ReferralsAnswer } from '../../../gql/graphql';

/** One page of the investors who signed up with the investor's code, each with their bonuses. */
export const ReferralsQuery = graphql(`
  query Referrals(
    $page: Int!
    $limit: Int!
    $search: String
    $filter: ReferralFilter
    $sort: ReferralSort
  ) {
    referrals(page: $page, limit: $limit, search: $search, filter: $filter, sort: $sort) {
      count
      page
      limit
      referredUsers {
        _id
        fullname
        email
        createdAt
        totalBonusTokens
        purchaseCount
        lastPurchaseDate
        referralPurchases {
          _id
          purchaseDate
          totalTokens
          bonusStatus
        }
      }
    }
  }
`);

export type ReferredUser = ReferralsAnswer['referrals']['referredUsers'][number];
export type ReferralPurchase = ReferredUser['referralPurchases'][number];
