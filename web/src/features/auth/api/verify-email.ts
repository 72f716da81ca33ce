import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../gql';
import { hasErrorCode, isRefusal, refusedField } from '../../../lib/error-facts';
import { errorMessage } from '../../../lib/error-message';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!, $password: String) {
    verifyEmail(token: $token, password: $password) {
      message
    }
  }
`);

export type EmailVerification =
  | { state: 'missing-token' }
  | { state: 'awaiting-password'; passwordProblem?: string }
  | { state: 'verifying' }
  | { state: 'verified'; message: string }
  | { state: 'refused'; message: string }
  | { state: 'unreachable' };

/**
 * Sends the token of a verification link with the password of the sign-up (the link alone verifies
 * nothing: whoever proves the mailbox must hold the password) and tells how it went. A refused
 * password asks again and leaves the link usable; `retry` sends again after a network failure.
 */
export function useEmailVerification(token: string | null) {
  const [verifyEmail] = useMutation(VerifyEmailMutation);
  const [verification, setVerification] = useState<EmailVerification>(
    token ? { state: 'awaiting-password' } : { state: 'missing-token' },
  );
  const [lastPassword, setLastPassword] = useState('');

  const verify = useCallback(
    async (password: string) => {
      if (!token) return;
      setLastPassword(password);
      setVerification({ state: 'verifying' });
      try {
        const { data } = await verifyEmail({ variables: { token, password } });
        setVerification({ state: 'verified', message: data?.verifyEmail.message ?? '' });
      } catch (error) {
        setVerification(outcomeOfFailure(error));
      }
    },
    [token, verifyEmail],
  );

  const retry = useCallback(() => void verify(lastPassword), [verify, lastPassword]);
  return { verification, verify, retry };
}

function outcomeOfFailure(error: unknown): EmailVerification {
  if (!isRefusal(error) || hasErrorCode(error, 'UPSTREAM_UNAVAILABLE')) {
    return { state: 'unreachable' };
  }
  const message = errorMessage(error, 'Verification failed');
  if (refusedField(error) === 'password') {
    return { state: 'awaiting-password', passwordProblem: message };
  }
  return { state: 'refused', message };
}
