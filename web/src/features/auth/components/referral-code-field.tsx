import { useFormikContext } from 'formik';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { Notice } from '../../../components/notice';
import type { SignupValues } from '../forms/signup-schema';

/** Set as the form's status when the server refused the referral code (and nothing else). */
export const REFERRAL_REFUSED = 'referral-refused';

/** SPEC.md's refusal, then the way on: check the code, or sign up without one. */
function RefusedCodeNotice() {
  const { setValues, values, submitForm } = useFormikContext<SignupValues>();
  async function continueWithout() {
    await setValues({ ...values, hasReferralCode: false, referralCode: '' });
    await submitForm();
  }
  return (
    <Notice role="alert">
      <p>
        <strong>Invalid referral code.</strong> Check the code with whoever shared it, or sign up
        without one: you can still buy tokens, only no one is credited for referring you.
      </p>
      <div>
        <Button $variant="secondary" onClick={() => void continueWithout()}>
          Continue without a referral code
        </Button>
      </div>
    </Notice>
  );
}

/** "Have a referral code?" reveals the code input; a `?ref=` link arrives with both filled in. */
export function ReferralCodeField() {
  const { values, status } = useFormikContext<SignupValues>();
  return (
    <>
      <CheckboxField name="hasReferralCode">Have a referral code?</CheckboxField>
      {values.hasReferralCode ? (
        <TextField name="referralCode" label="Referral Code" autoComplete="off" />
      ) : null}
      {values.hasReferralCode && status === REFERRAL_REFUSED ? <RefusedCodeNotice /> : null}
    </>
  );
}
