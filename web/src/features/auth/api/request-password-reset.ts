import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);

export function useRequestPasswordReset() {
  return useMutation(RequestPasswordResetMutation);
}
