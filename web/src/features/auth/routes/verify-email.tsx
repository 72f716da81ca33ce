import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { VerificationStatus } from '../components/verification-status';

/** Opened from the verification e-mail: `?token=` confirms the address. */
export default function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return (
    <AuthLayout title="Email Verification">
      <VerificationStatus key={token ?? ''} token={token} />
    </AuthLayout>
  );
}
