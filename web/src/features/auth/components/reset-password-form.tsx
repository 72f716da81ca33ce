import { Formik } from 'formik';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { FormStack } from '../../../components/form/form-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import {
  resetPasswordMessages,
  resetPasswordSchema,
  type ResetPasswordValues,
} from '../forms/reset-password-schema';

const RESET_DONE = 'Password has been reset successfully.';
const initialValues: ResetPasswordValues = { newPassword: '', repeatPassword: '' };

/** The new password for the account of a reset link; sign-in follows with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [resetPassword] = useResetPassword();
  const navigate = useNavigate();

  async function submit({ newPassword }: ResetPasswordValues) {
    try {
      const { data } = await resetPassword({ variables: { token, newPassword } });
      void toast.success(data?.resetPassword.message || RESET_DONE);
      await navigate(paths.login.getHref());
    } catch (error) {
      void toast.error('Password reset error', {
        description: errorMessage(error, 'Reset password failed'),
      });
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={resetPasswordSchema} onSubmit={submit}>
      <FormStack noValidate aria-label="Reset password">
        <FormAlert priority={resetPasswordMessages} />
        <NewPasswordFields repeatName="repeatPassword" repeatLabel="Repeat Password" />
        <SubmitButton busyLabel="Resetting…">Reset Password</SubmitButton>
      </FormStack>
    </Formik>
  );
}
