import { Formik } from 'formik';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { FormStack } from '../../../components/form/form-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../forms/forgot-password-schema';

const LINK_SENT = 'Reset link has been sent to your email.';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordRoute() {
  const [requestReset] = useRequestPasswordReset();

  async function submit({ email }: ForgotPasswordValues) {
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      void toast.success(data?.requestPasswordReset.message || LINK_SENT);
    } catch (error) {
      void toast.error(errorMessage(error, 'Forgot password failed'));
    }
  }

  return (
    <AuthLayout
      title="Forgot Password"
      intro="Enter the e-mail address of your account and we will send you a link to set a new password."
      footer={<Link to={paths.login.getHref()}>Back to Sign In</Link>}
    >
      <Formik
        initialValues={{ email: '' }}
        validationSchema={forgotPasswordSchema}
        onSubmit={submit}
      >
        <FormStack noValidate aria-label="Request a reset link">
          <FormAlert />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <SubmitButton busyLabel="Sending…">Send Reset Link</SubmitButton>
        </FormStack>
      </Formik>
    </AuthLayout>
  );
}
