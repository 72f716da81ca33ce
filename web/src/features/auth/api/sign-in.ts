import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {
    signIn(email: $email, password: $password, rememberMe: $rememberMe) {
      message
      user {
        ...SessionUser
      }
    }
  }
`);

export function useSignIn() {
  return useMutation(SignInMutation);
}
