import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../gql';
import type { KycInput } from '../../../gql/graphql';
import { hasErrorCode } from '../../../lib/error-facts';
import { useGraphQLUpload } from '../../../lib/graphql-upload/use-graphql-upload';
import { useSession } from '../../../lib/session/session-context';
import { KycApplicationStatusQuery } from './kyc-application-query';

export const SubmitKycMutation = graphql(`
  mutation SubmitKyc($input: KycInput!, $documents: [Upload!]!) {
    submitKyc(input: $input, documents: $documents) {
      message
      kyc {
        ...KycApplicationFields
      }
    }
  }
`);

/**
 * Sends the application with its documents as a multipart upload; `sent` follows the upload
 * (0 to 1) while one is under way, null otherwise. The answer's application replaces the cached
 * one, so the KYC screens and the profile show it in review at once.
 */
export function useSubmitKyc() {
  const upload = useGraphQLUpload();
  const client = useApolloClient();
  const { user } = useSession();
  const [sent, setSent] = useState<number | null>(null);

  const submitKyc = useCallback(
    async (input: KycInput, documents: File[]) => {
      setSent(0);
      try {
        const data = await upload(SubmitKycMutation, { input, documents }, { onProgress: setSent });
        const { kyc } = data.submitKyc;
        client.writeQuery({ query: KycApplicationStatusQuery, data: { kyc } });
        if (user)
          client.cache.modify({
            id: client.cache.identify({ __typename: 'User', _id: user._id }),
            fields: { kycStatus: () => kyc.status, walletAddress: () => kyc.walletAddress },
          });
        return data.submitKyc;
      } catch (error) {
        // Already in review or verified (another tab, or the team): the screen catches up.
        if (hasErrorCode(error, 'CONFLICT'))
          void client.refetchQueries({ include: [KycApplicationStatusQuery] });
        throw error;
      } finally {
        setSent(null);
      }
    },
    [upload, client, user],
  );

  return { submitKyc, sent };
}
