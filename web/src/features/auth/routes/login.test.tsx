import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, message, refusal, userAnswer } from '../../../testing/auth-answers';
import { ResendVerificationMutation } from '../api/resend-verification';
import { SignInMutation } from '../api/sign-in';
import { renderAccountScreen } from '../test-utils';

const credentials = { email: 'asha@example.com', password: 'Secret123' };
const signInAnswer = (rememberMe: boolean) =>
  answer(
    SignInMutation,
    { ...credentials, rememberMe },
    { data: { signIn: { __typename: 'SignInPayload', message: 'Signed in', user: userAnswer } } },
  );
// The box starts unticked; a mock answers only the variables it names.
const signedIn = signInAnswer(false);
const refused = (text: string, extensions: Record<string, unknown>) =>
  answer(SignInMutation, { ...credentials, rememberMe: false }, refusal(text, extensions));

async function signIn({ email, password } = credentials) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('signing in', () => {
  it('asks for both fields before sending anything', async () => {
    renderAccountScreen('/login');
    await signIn({ email: '', password: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Email and password are required');

    await signIn({ email: 'asha@example.com', password: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('Email and password are required');
  });

  it('welcomes the investor and goes home, sending Remember Me ticked', async () => {
    const router = renderAccountScreen('/login', { mocks: [signInAnswer(true)] });
    expect(screen.getByText('Join the Future of Land Ownership')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Remember Me' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await signIn();
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends Remember Me unticked when the box is left alone', async () => {
    // Only the unticked answer is offered: sending true, or nothing, would find no answer.
    const router = renderAccountScreen('/login', { mocks: [signInAnswer(false)] });
    await signIn();
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('returns to the page that asked for an account', async () => {
    const router = renderAccountScreen('/login?redirect=%2Fprofile', { mocks: [signedIn] });
    await signIn();
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('ignores a redirect to another site', async () => {
    const router = renderAccountScreen('/login?redirect=https%3A%2F%2Fevil.example%2F', {
      mocks: [signedIn],
    });
    await signIn();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home when the redirect is a path that parses to another host', async () => {
    const router = renderAccountScreen('/login?redirect=%2F.%2F%2Fevil.example%2F', {
      mocks: [signedIn],
    });
    await signIn();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the gateway's refusal as a toast, or Login failed when it says nothing", async () => {
    renderAccountScreen('/login', {
      mocks: [
        refused('Invalid email or password', { code: 'UNAUTHENTICATED' }),
        refused('', { code: 'INTERNAL' }),
      ],
    });
    await signIn();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('offers a new verification link while the e-mail is not verified', async () => {
    const notVerified = 'Please verify your email before signing in.';
    renderAccountScreen('/login', {
      mocks: [
        refused(notVerified, { code: 'FORBIDDEN', reason: 'EMAIL_NOT_VERIFIED' }),
        answer(
          ResendVerificationMutation,
          { email: credentials.email },
          { data: { resendVerification: message('Verification email sent.') } },
        ),
      ],
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(notVerified);
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent.')).toBeInTheDocument();
  });

  it('links to the password reset and to sign-up', () => {
    renderAccountScreen('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});
