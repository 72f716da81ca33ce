import { Formik, type FormikHelpers } from 'formik';
import { FormAlert } from '../../../components/form/form-alert';
import { FormStack } from '../../../components/form/form-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import {
  changePasswordInitialValues,
  changePasswordMessages,
  changePasswordSchema,
  type ChangePasswordValues,
} from '../forms/change-password-schema';

/** A new password in place of the current one; the account's other sessions end with it. */
export function PasswordForm() {
  const [changePassword] = useChangePassword();

  async function submit(
    { currentPassword, newPassword }: ChangePasswordValues,
    { resetForm }: FormikHelpers<ChangePasswordValues>,
  ) {
    try {
      const { data } = await changePassword({ variables: { currentPassword, newPassword } });
      void toast.success(data?.changePassword.message || 'Password changed successfully');
      resetForm();
    } catch (error) {
      void toast.error('Failed to change password', { description: errorMessage(error) });
    }
  }

  return (
    <Formik
      initialValues={changePasswordInitialValues}
      validationSchema={changePasswordSchema}
      onSubmit={submit}
    >
      <FormStack noValidate aria-label="Change password">
        <FormAlert priority={changePasswordMessages} />
        <TextField
          name="currentPassword"
          label="Current Password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields repeatName="confirmPassword" repeatLabel="Confirm New Password" />
        <SubmitButton busyLabel="Changing…">Change Password</SubmitButton>
      </FormStack>
    </Formik>
  );
}
