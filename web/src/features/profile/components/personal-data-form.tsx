import { Formik } from 'formik';
import { FormAlert } from '../../../components/form/form-alert';
import { Field } from '../../../components/form/field';
import { FormStack } from '../../../components/form/form-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session/session';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import {
  personalDataSchema,
  personalDataValues,
  profileUpdateInput,
  todayIso,
  type PersonalDataValues,
} from '../forms/personal-data-schema';

/** Name, mobile number and date of birth; the e-mail address identifies the account and stays. */
export function PersonalDataForm({ user }: { user: SessionUser }) {
  const [updateProfile] = useUpdateProfile();
  const { setUser } = useSession();

  async function submit(values: PersonalDataValues) {
    try {
      const { data } = await updateProfile({ variables: { input: profileUpdateInput(values) } });
      if (!data) throw new Error('Failed to update profile');
      setUser(data.updateProfile.user);
      void toast.success(data.updateProfile.message || 'Profile updated successfully!');
    } catch (error) {
      void toast.error('Failed to update profile', { description: errorMessage(error) });
    }
  }

  return (
    <Formik
      initialValues={personalDataValues(user)}
      validationSchema={personalDataSchema}
      onSubmit={submit}
      enableReinitialize
    >
      <FormStack noValidate aria-label="Personal data">
        <FormAlert />
        <TextField name="fullName" label="Full Name" autoComplete="name" />
        <Field
          label="Email Address"
          hint="Your e-mail address identifies your account and cannot be changed."
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              type="email"
              value={user.email}
              readOnly
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <TextField name="mobileNumber" label="Mobile Number" type="tel" autoComplete="tel" />
        <TextField
          name="dateOfBirth"
          label="Date of Birth"
          type="date"
          max={todayIso()}
          autoComplete="bday"
        />
        <SubmitButton busyLabel="Saving…">Update Profile</SubmitButton>
      </FormStack>
    </Formik>
  );
}
