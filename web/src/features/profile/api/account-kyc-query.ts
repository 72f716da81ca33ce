import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** What the profile's sidebar says about verification and the receiving wallet. */
export const AccountKycQuery = graphql(`
  query AccountKyc {
    me {
      _id
      kycStatus
      walletAddress
    }
  }
`);

export function useAccountKyc() {
  return useQuery(AccountKycQuery, { fetchPolicy: 'cache-and-network' });
}
