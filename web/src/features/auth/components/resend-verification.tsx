import styled from 'styled-components';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useResendVerification } from '../api/resend-verification';

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};

  p {
    margin: 0;
    font-weight: 600;
  }
`;

interface ResendVerificationProps {
  email: string;
  /** The gateway's explanation of why the sign-in was refused. */
  message: string;
}

/** Sign-in refused until the e-mail is verified: says so and offers a new verification link. */
export function ResendVerification({ email, message }: ResendVerificationProps) {
  const [resend, { loading }] = useResendVerification();

  async function resendLink() {
    try {
      const { data } = await resend({ variables: { email } });
      if (data) void toast.success(data.resendVerification.message);
    } catch (error) {
      void toast.error(errorMessage(error, 'Failed to resend verification email'));
    }
  }

  return (
    <Notice role="alert">
      <p>{message}</p>
      <Button $variant="secondary" onClick={resendLink} disabled={loading}>
        {loading ? 'Sending…' : 'Resend verification email'}
      </Button>
    </Notice>
  );
}
