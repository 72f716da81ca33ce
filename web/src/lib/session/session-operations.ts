import { graphql } from '../../gql';

/** What the app keeps about the signed-in investor; sign-in and profile answers carry the same. */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    _id
    fullname
    email
    phone
    dob
    emailVerified
    tokenBalance
    createdAt
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

export const RefreshSessionMutation = graphql(`
  mutation RefreshSession {
    refreshSession {
      message
    }
  }
`);
