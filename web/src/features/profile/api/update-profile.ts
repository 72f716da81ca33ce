import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      message
      user {
        ...SessionUser
      }
    }
  }
`);

export function useUpdateProfile() {
  return useMutation(UpdateProfileMutation);
}
