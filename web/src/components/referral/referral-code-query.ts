import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The code other investors follow in the signed-in investor's referral link. */
export const ReferralCodeQuery = graphql(`
  query ReferralCode {
    me {
      _id
      referralCode
    }
  }
`);

/** The investor's referral code; not asked for while nobody is signed in. */
export function useReferralCodeQuery(signedIn: boolean) {
  return useQuery(ReferralCodeQuery, signedIn ? { notifyOnNetworkStatusChange: true } : skipToken);
}
