import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { safeRedirectTarget } from '../../../lib/safe-redirect';
import { useSession } from '../../../lib/session/session-context';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

/** Sign in; afterwards back to the page that asked for an account (`?redirect=`), or home. */
export default function LoginRoute() {
  const { status } = useSession();
  const [params] = useSearchParams();

  if (status === 'signed-in')
    return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;

  return (
    <AuthLayout
      title="Sign In"
      intro="Sign in to buy RENT and follow your tokens."
      footer={
        <>
          Don&apos;t have an account? <Link to={paths.signup.getHref()}>Sign Up</Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
