import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../components/signup-form';

/** Create an account; `?ref=CODE` arrives from an investor's referral link. */
export default function SignupRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout
      title="Sign Up"
      intro="Create your account to take part in the RENT pre-sale."
      footer={
        <>
          Already have an account? <Link to={paths.login.getHref()}>Sign In</Link>
        </>
      }
    >
      <SignupForm referralCode={params.get('ref')} />
    </AuthLayout>
  );
}
