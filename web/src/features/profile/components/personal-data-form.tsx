import { Formik, useFormikContext } from 'formik';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { FormAlert } from '../../../components/form/form-alert';
import { Field } from '../../../components/form/field';
import { FormStack } from '../../../components/form/form-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session/session';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { useKycDetails } from '../api/kyc-details-query';
import { useUpdateProfile } from '../api/update-profile';
import { kycFill } from '../forms/kyc-fill';
import {
  personalDataSchema,
  personalDataValues,
  profileUpdateInput,
  todayIso,
  type PersonalDataValues,
} from '../forms/personal-data-schema';

// The offer and its button side by side where there is room.
const Offer = styled(Notice)`
  flex-flow: row wrap;
  align-items: center;
  justify-content: space-between;
`;

/**
 * The details the investor already gave in their KYC application, offered for the profile's empty
 * fields; they are put in the form to check, and saved only with Update Profile.
 */
function FillFromKyc({ wanted }: { wanted: boolean }) {
  const kyc = useKycDetails(wanted);
  const { values, setValues } = useFormikContext<PersonalDataValues>();
  const fill = kyc ? kycFill(values, kyc) : null;
  if (!fill) return null;
  return (
    <Offer $tone="info" role="status">
      <p>Your KYC application has your {fill.named}.</p>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => void setValues({ ...values, ...fill.values })}
      >
        Fill from KYC application
      </Button>
    </Offer>
  );
}

/** Name, mobile number and date of birth; the e-mail address identifies the account and stays. */
export function PersonalDataForm({ user }: { user: SessionUser }) {
  const incomplete = !user.phone || !user.dob;
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
        <FillFromKyc wanted={incomplete} />
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
