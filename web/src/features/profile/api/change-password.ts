import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      message
    }
  }
`);

export function useChangePassword() {
  return useMutation(ChangePasswordMutation);
}
