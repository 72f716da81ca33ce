import { Formik } from 'formik';
import { Link } from 'react-router';
import { object, string } from 'yup';
import { FormStack } from '../../../components/form/form-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { AuthNotice } from './auth-notice';

export const PASSWORD_FOR_VERIFICATION = 'Enter the password you chose when you signed up.';

const schema = object({ password: string().required(PASSWORD_FOR_VERIFICATION) });

interface Props {
  /** The server's reason the last password was refused, if it was. */
  problem?: string;
  onSubmit: (password: string) => Promise<void>;
}

/**
 * The link proves the mailbox; the password proves the sign-up was this person's. Someone who
 * forgot it, or never signed up, sets one through Forgot password, which also verifies the address.
 */
export function VerificationPasswordForm({ problem, onSubmit }: Props) {
  return (
    <Formik
      initialValues={{ password: '' }}
      validationSchema={schema}
      onSubmit={({ password }) => onSubmit(password)}
    >
      <FormStack noValidate aria-label="Confirm your e-mail address">
        {problem ? (
          <AuthNotice $tone="danger" role="alert">
            <p>{problem}</p>
          </AuthNotice>
        ) : (
          <p>To confirm your e-mail address, {PASSWORD_FOR_VERIFICATION.toLowerCase()}</p>
        )}
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          inlineError
        />
        <SubmitButton busyLabel="Verifying…">Verify Email</SubmitButton>
        <p>
          Forgot it, or did not sign up yourself?{' '}
          <Link to={paths.forgotPassword.getHref()}>Set a new password</Link>
        </p>
      </FormStack>
    </Formik>
  );
}
