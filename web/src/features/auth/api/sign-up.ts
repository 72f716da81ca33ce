import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      message
    }
  }
`);

export function useSignUp() {
  return useMutation(SignUpMutation);
}
