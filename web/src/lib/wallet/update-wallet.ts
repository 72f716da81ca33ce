import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useSession } from '../session/session-context';

export const UpdateWalletMutation = graphql(`
  mutation UpdateWallet($walletAddress: String!, $currentPassword: String) {
    updateWallet(walletAddress: $walletAddress, currentPassword: $currentPassword) {
      message
      walletAddress
    }
  }
`);

/**
 * Adds or changes the receiving wallet (a change takes the current password); the checksummed address of the answer replaces the old
 * one wherever the cache holds it (the KYC application and the investor's account).
 */
export function useUpdateWallet() {
  const { user } = useSession();
  return useMutation(UpdateWalletMutation, {
    update(cache, { data }) {
      const walletAddress = data?.updateWallet.walletAddress;
      if (!walletAddress) return;
      cache.modify({
        fields: {
          kyc: (kyc: object, { isReference }) =>
            isReference(kyc) ? kyc : { ...kyc, walletAddress },
        },
      });
      if (user)
        cache.modify({
          id: cache.identify({ __typename: 'User', _id: user._id }),
          fields: { walletAddress: () => walletAddress },
        });
    },
  });
}
