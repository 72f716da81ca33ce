import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SignUpInput } from '../../../gql/graphql';
import { answer, message, refusal } from '../../../testing/auth-answers';
import { SignUpMutation } from '../api/sign-up';
import { renderAccountScreen } from '../test-utils';

const newInvestor = {
  fullname: 'Ravi Kumar',
  email: 'ravi@example.com',
  password: 'Secret123',
  acceptedTerms: true,
};
const registered = (input: SignUpInput, text = 'User registered, please verify your email.') =>
  answer(SignUpMutation, { input }, { data: { signUp: message(text) } });

async function fillForm({ repeat = newInvestor.password, terms = true } = {}) {
  await userEvent.type(screen.getByLabelText('Your Name'), newInvestor.fullname);
  await userEvent.type(screen.getByLabelText('Your Email'), newInvestor.email);
  await userEvent.type(screen.getByLabelText('Password'), newInvestor.password);
  await userEvent.type(screen.getByLabelText('Repeat Password'), repeat);
  if (terms) await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
const referralBox = () => screen.getByRole('checkbox', { name: 'Have a referral code?' });

describe('signing up', () => {
  it('says which rule a refused form breaks, in the words of the spec', async () => {
    renderAccountScreen('/signup');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');

    await fillForm({ repeat: 'Secret124', terms: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await userEvent.clear(screen.getByLabelText('Repeat Password'));
    await userEvent.type(screen.getByLabelText('Repeat Password'), newInvestor.password);
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to the terms and conditions');
  });

  it("shows the server's message and opens sign-in", async () => {
    const router = renderAccountScreen('/signup', { mocks: [registered(newInvestor)] });
    await fillForm();
    await submit();
    expect(await screen.findByText('User registered, please verify your email.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('prefills and ticks the referral code of a ?ref link, and sends it', async () => {
    const withCode = { ...newInvestor, referralCode: 'ASHA2025' };
    const router = renderAccountScreen('/signup?ref=ASHA2025', { mocks: [registered(withCode)] });
    expect(referralBox()).toBeChecked();
    expect(screen.getByLabelText('Referral Code')).toHaveValue('ASHA2025');
    await fillForm();
    await submit();
    expect(await screen.findByText('User registered, please verify your email.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers to go on without an unknown referral code, and signs up without it', async () => {
    const withCode = { ...newInvestor, referralCode: 'NOSUCH99' };
    const refused = refusal('Invalid referral code', {
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'referralCode', message: 'Invalid referral code' }],
    });
    const router = renderAccountScreen('/signup?ref=NOSUCH99', {
      mocks: [answer(SignUpMutation, { input: withCode }, refused), registered(newInvestor)],
    });
    await fillForm();
    await submit();
    const notice = await screen.findByText(/Check the code with whoever shared it/);
    expect(notice).toHaveTextContent(
      'Invalid referral code. Check the code with whoever shared it, or sign up without one',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue without a referral code' }));
    expect(await screen.findByText('User registered, please verify your email.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends no referral code once its box is unticked', async () => {
    const router = renderAccountScreen('/signup?ref=ASHA2025', {
      mocks: [registered(newInvestor)],
    });
    await userEvent.click(referralBox());
    expect(screen.queryByLabelText('Referral Code')).not.toBeInTheDocument();
    await fillForm();
    await submit();
    await screen.findByText('User registered, please verify your email.');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends no referral code when the ticked box has an empty code', async () => {
    const router = renderAccountScreen('/signup', { mocks: [registered(newInvestor)] });
    await userEvent.click(referralBox());
    expect(screen.getByLabelText('Referral Code')).toHaveValue('');
    await fillForm();
    await submit();
    await screen.findByText('User registered, please verify your email.');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a refusal as a toast, Signup failed when it has no message', async () => {
    renderAccountScreen('/signup', {
      mocks: [
        answer(SignUpMutation, { input: newInvestor }, refusal('Email is already registered', {})),
        answer(SignUpMutation, { input: newInvestor }, refusal('', { code: 'INTERNAL' })),
      ],
    });
    await fillForm();
    await submit();
    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
  });

  it('says when to try again once sign-ups from here are held back', async () => {
    const limited = refusal('Too many requests, please try again later.', {
      code: 'RATE_LIMITED',
      retryAfter: 840,
    });
    renderAccountScreen('/signup', {
      mocks: [answer(SignUpMutation, { input: newInvestor }, limited)],
    });
    await fillForm();
    await submit();
    expect(
      await screen.findByText(
        'Too many requests, please try again later. You can try again in 14 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('links the privacy policy and the terms beside the terms box', () => {
    renderAccountScreen('/signup');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Condition' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByText('Minimum 8 letters with lower and upper case')).toBeInTheDocument();
  });
});
