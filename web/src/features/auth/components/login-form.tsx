import { Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { spreadRow } from '../../../components/spread-row';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormStack } from '../../../components/form/form-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { hasErrorReason } from '../../../lib/error-facts';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { useSignIn } from '../api/sign-in';
import { loginInitialValues, loginSchema, type LoginValues } from '../forms/login-schema';
import { ResendVerification } from './resend-verification';

const Options = styled.div`
  ${spreadRow(2)}
`;

type Unverified = { email: string; message: string };

/** E-mail and password; once signed in, the session knows the investor and the screen moves on. */
export function LoginForm() {
  const [signIn] = useSignIn();
  const { setUser } = useSession();
  const [unverified, setUnverified] = useState<Unverified | null>(null);

  async function submit({ email, password, rememberMe }: LoginValues) {
    setUnverified(null);
    try {
      const { data } = await signIn({ variables: { email: email.trim(), password, rememberMe } });
      if (!data) throw new Error('Login failed');
      void toast.success('Welcome!');
      setUser(data.signIn.user);
    } catch (error) {
      const message = errorMessage(error, 'Login failed');
      if (hasErrorReason(error, 'EMAIL_NOT_VERIFIED')) setUnverified({ email, message });
      else void toast.error(message);
    }
  }

  return (
    <>
      <Formik initialValues={loginInitialValues} validationSchema={loginSchema} onSubmit={submit}>
        <FormStack noValidate aria-label="Sign in">
          <FormAlert />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <Options>
            <CheckboxField name="rememberMe">Remember Me</CheckboxField>
            <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
          </Options>
          <SubmitButton busyLabel="Signing in…">Sign In</SubmitButton>
        </FormStack>
      </Formik>
      {unverified ? <ResendVerification {...unverified} /> : null}
    </>
  );
}
