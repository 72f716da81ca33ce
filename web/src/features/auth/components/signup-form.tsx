import { Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormStack } from '../../../components/form/form-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { refusedField } from '../../../lib/error-facts';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useSignUp } from '../api/sign-up';
import {
  signupInitialValues,
  signupMessages,
  signupSchema,
  signUpInput,
  type SignupValues,
} from '../forms/signup-schema';
import { REFERRAL_REFUSED, ReferralCodeField } from './referral-code-field';

const REGISTERED = 'User registered, please verify your email.';

interface SignupFormProps {
  /** The code of a `?ref=` link, if the investor followed one. */
  referralCode: string | null;
}

/** A new account; the server's message says to verify the e-mail, and sign-in comes next. */
export function SignupForm({ referralCode }: SignupFormProps) {
  const [signUp] = useSignUp();
  const navigate = useNavigate();

  async function submit(values: SignupValues, { setStatus }: FormikHelpers<SignupValues>) {
    setStatus(undefined);
    try {
      const { data } = await signUp({ variables: { input: signUpInput(values) } });
      void toast.success(data?.signUp.message || REGISTERED);
      await navigate(paths.login.getHref());
    } catch (error) {
      // An unknown code gets the way on beside the field: check it, or go on without one.
      if (refusedField(error) === 'referralCode') setStatus(REFERRAL_REFUSED);
      void toast.error(errorMessage(error, 'Signup failed'));
    }
  }

  return (
    <Formik
      initialValues={signupInitialValues(referralCode)}
      validationSchema={signupSchema}
      onSubmit={submit}
    >
      <FormStack noValidate aria-label="Sign up">
        <FormAlert priority={signupMessages} />
        <TextField name="fullname" label="Your Name" autoComplete="name" />
        <TextField name="email" label="Your Email" type="email" autoComplete="email" />
        <NewPasswordFields
          name="password"
          label="Password"
          repeatName="repeatPassword"
          repeatLabel="Repeat Password"
        />
        <ReferralCodeField />
        <CheckboxField name="acceptedTerms">
          I agree to the{' '}
          <a href={paths.privacyPolicy.getHref()} target="_blank" rel="noreferrer">
            Privacy Policy
          </a>{' '}
          and{' '}
          <a href={paths.terms.getHref()} target="_blank" rel="noreferrer">
            Terms of Condition
          </a>
        </CheckboxField>
        <SubmitButton busyLabel="Creating account…">Sign Up</SubmitButton>
      </FormStack>
    </Formik>
  );
}
