import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { useEmailVerification } from '../api/verify-email';
import { AuthNotice } from './auth-notice';
import { VerificationPasswordForm } from './verification-password-form';

/** Seconds the success stays on screen before sign-in opens (SPEC.md §9). */
export const REDIRECT_AFTER_MS = 3000;

/**
 * The password of the sign-up, then Verifying, then the outcome; a success moves on to sign-in by
 * itself.
 */
export function VerificationStatus({ token }: { token: string | null }) {
  const { verification, verify, retry } = useEmailVerification(token);
  const navigate = useNavigate();
  const verified = verification.state === 'verified';

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => void navigate(paths.login.getHref()), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  switch (verification.state) {
    case 'awaiting-password':
      return <VerificationPasswordForm problem={verification.passwordProblem} onSubmit={verify} />;
    case 'verifying':
      return (
        <AuthNotice $tone="neutral" role="status">
          <strong>Verifying...</strong>
          <p>Confirming your e-mail address with the link&apos;s token and your password.</p>
        </AuthNotice>
      );
    case 'verified':
      return (
        <AuthNotice $tone="success" role="status">
          <strong>{verification.message || 'Your e-mail address is verified.'}</strong>
          <p>
            Taking you to sign in… <Link to={paths.login.getHref()}>Sign in now</Link>
          </p>
        </AuthNotice>
      );
    case 'missing-token':
      return (
        <AuthNotice $tone="danger" role="alert">
          <strong>Invalid or missing token.</strong>
          <p>Open the link from the verification e-mail again.</p>
        </AuthNotice>
      );
    case 'refused':
      return (
        <AuthNotice $tone="danger" role="alert">
          <strong>Verification failed.</strong>
          <p>{verification.message}</p>
          <p>
            <Link to={paths.login.getHref()}>Sign in</Link> to have a new link sent.
          </p>
        </AuthNotice>
      );
    case 'unreachable':
      return (
        <AuthNotice $tone="danger" role="alert">
          <strong>Verification failed. Please try again.</strong>
          <Button $variant="secondary" onClick={retry}>
            Try again
          </Button>
        </AuthNotice>
      );
  }
}
