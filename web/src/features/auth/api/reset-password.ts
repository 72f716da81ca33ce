import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      message
    }
  }
`);

export function useResetPassword() {
  return useMutation(ResetPasswordMutation);
}
