import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** What the investor gave in their KYC application that the profile also holds. */
export const ProfileKycDetailsQuery = graphql(`
  query ProfileKycDetails {
    kyc {
      submission {
        firstName
        lastName
        phone
        dob
      }
    }
  }
`);

/** The KYC application's personal details, asked only when the profile lacks some of them. */
export function useKycDetails(wanted: boolean) {
  const { data } = useQuery(ProfileKycDetailsQuery, wanted ? {} : skipToken);
  return data?.kyc.submission ?? null;
}
