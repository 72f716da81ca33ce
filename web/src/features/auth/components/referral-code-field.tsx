import { useFormikContext } from 'formik';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import type { SignupValues } from '../forms/signup-schema';

/** "Have a referral code?" reveals the code input; a `?ref=` link arrives with both filled in. */
export function ReferralCodeField() {
  const { values } = useFormikContext<SignupValues>();
  return (
    <>
      <CheckboxField name="hasReferralCode">Have a referral code?</CheckboxField>
      {values.hasReferralCode ? (
        <TextField name="referralCode" label="Referral Code" autoComplete="off" />
      ) : null}
    </>
  );
}
