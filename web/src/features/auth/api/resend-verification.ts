import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ResendVerificationMutation = graphql(`
  mutation ResendVerification($email: String!) {
    resendVerification(email: $email) {
      message
    }
  }
`);

export function useResendVerification() {
  return useMutation(ResendVerificationMutation);
}
