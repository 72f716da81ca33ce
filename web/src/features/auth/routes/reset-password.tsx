import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../components/auth-layout';
import { AuthNotice } from '../components/auth-notice';
import { ResetPasswordForm } from '../components/reset-password-form';
import { MISSING_RESET_TOKEN } from '../forms/reset-password-schema';

/** Opened from the reset e-mail: `?token=` identifies the request. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();

  return (
    <AuthLayout
      title="Reset Password"
      intro="Choose a new password for your account."
      footer={<Link to={paths.login.getHref()}>Back to Sign In</Link>}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <AuthNotice $tone="danger" role="alert">
          <strong>{MISSING_RESET_TOKEN}</strong>
          <p>
            Open the link from the e-mail again, or{' '}
            <Link to={paths.forgotPassword.getHref()}>ask for a new reset link</Link>.
          </p>
        </AuthNotice>
      )}
    </AuthLayout>
  );
}
