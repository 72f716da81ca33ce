import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import { hasErrorCode, isRefusal } from '../../../lib/error-facts';
import { errorMessage } from '../../../lib/error-message';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      message
    }
  }
`);

export type EmailVerification =
  | { state: 'missing-token' }
  | { state: 'verifying' }
  | { state: 'verified'; message: string }
  | { state: 'refused'; message: string }
  | { state: 'unreachable' };

/**
 * Sends the token of a verification link once (tokens are single-use, so a second render must
 * not spend it again) and tells how it went; `retry` sends it again after a network failure.
 */
export function useEmailVerification(token: string | null) {
  const [verifyEmail] = useMutation(VerifyEmailMutation);
  const [verification, setVerification] = useState<EmailVerification>(
    token ? { state: 'verifying' } : { state: 'missing-token' },
  );
  const sentToken = useRef<string | null>(null);

  const send = useCallback(
    async (value: string) => {
      setVerification({ state: 'verifying' });
      try {
        const { data } = await verifyEmail({ variables: { token: value } });
        setVerification({ state: 'verified', message: data?.verifyEmail.message ?? '' });
      } catch (error) {
        const unreachable = !isRefusal(error) || hasErrorCode(error, 'UPSTREAM_UNAVAILABLE');
        setVerification(
          unreachable
            ? { state: 'unreachable' }
            : { state: 'refused', message: errorMessage(error, 'Verification failed') },
        );
      }
    },
    [verifyEmail],
  );

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    void send(token);
  }, [token, send]);

  const retry = useCallback(() => (token ? void send(token) : undefined), [token, send]);
  return { verification, retry };
}
