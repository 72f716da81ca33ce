import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';

/** The investor's identity verification as both KYC screens show it. */
export const KycApplicationFields = graphql(`
  fragment KycApplicationFields on KycApplication {
    status
    walletAddress
    rejectionReason
    submission {
      firstName
      lastName
      email
      phone
      dob
      street1
      street2
      city
      state
      postalCode
      submittedAt
      documents {
        id
        name
        mediaType
        sizeBytes
      }
    }
  }
`);

export const KycApplicationStatusQuery = graphql(`
  query KycApplicationStatus {
    kyc {
      ...KycApplicationFields
    }
  }
`);

/**
 * Shown from the cache at once and asked again on each visit, since the team may have moved it
 * on meanwhile; a failure is also told as a toast (SPEC.md §8).
 */
export function useKycApplication() {
  const result = useQuery(KycApplicationStatusQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { error } = result;
  // Without an application to show, the screen says it in place (KycApplicationView); the toast
  // is for a refresh that failed behind an application already on screen, so nothing says it twice.
  const shown = Boolean(result.data);
  useEffect(() => {
    if (error && shown)
      void toast.error('Failed to fetch KYC status', { description: errorMessage(error) });
  }, [error, shown]);
  return result;
}
