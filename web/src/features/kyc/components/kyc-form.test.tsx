import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptTerms, documentInput, fillDetails, photo, stubObjectUrls } from '../test-form';
import { kycStatusAnswer, renderKycScreen } from '../test-utils';

const submitButton = () => screen.getByRole('button', { name: 'Submit KYC' });
const outstanding = () => screen.getByRole('status');

async function renderForm() {
  stubObjectUrls();
  renderKycScreen('/kyc-form', [kycStatusAnswer()]);
  await screen.findByRole('form', { name: 'KYC application' });
}

describe('the KYC form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefills what the account knows, the date of birth day first', async () => {
    await renderForm();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 98765 43210');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('12-04-1990');
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it("keeps Submit disabled, saying what is left in SPEC.md's words, until the form is valid", async () => {
    await renderForm();
    expect(submitButton()).toBeDisabled();
    // Nothing is wrong before the investor has typed anything.
    expect(outstanding()).toHaveTextContent('');

    await userEvent.type(screen.getByLabelText('First Name'), 'Asha');
    expect(outstanding()).toHaveTextContent('Please fill all required fields');

    await fillDetails();
    expect(outstanding()).toHaveTextContent(
      'Please accept the Terms of Condition and Privacy Policy.',
    );
    expect(submitButton()).toBeDisabled();

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I accept the Terms of Condition' }),
    );
    expect(outstanding()).toHaveTextContent(
      'Please accept the Terms of Condition and Privacy Policy.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
    expect(outstanding()).toHaveTextContent('At least one Aadhar document is required.');

    await userEvent.upload(documentInput(), photo());
    expect(outstanding()).toHaveTextContent('');
    expect(submitButton()).toBeEnabled();
  });

  it('marks a required field left empty, in place', async () => {
    await renderForm();
    await userEvent.click(screen.getByLabelText('City'));
    await userEvent.tab();
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(
      'Please fill all required fields',
    );
    expect(screen.getByLabelText('Street Address 2 (optional)')).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it.each([
    [
      'BEP20 Wallet Address (optional)',
      '0x12345',
      'Invalid wallet address. Must be a valid BEP20 address',
    ],
    ['Postal Code', '56001', 'Please enter a valid postal code'],
    ['Email', 'asha.example.com', 'Please enter a valid email address'],
  ])('refuses a malformed %s', async (label, typed, message) => {
    await renderForm();
    await fillDetails();
    await acceptTerms();
    await userEvent.upload(documentInput(), photo());
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(outstanding()).toHaveTextContent(message);
    expect(submitButton()).toBeDisabled();
  });

  it('wants a real date of birth, typed day first, of someone at least 18', async () => {
    await renderForm();
    const dob = screen.getByLabelText('Date of Birth');
    await userEvent.clear(dob);
    await userEvent.type(dob, '1990-04-12');
    await userEvent.tab();
    expect(dob).toHaveAccessibleDescription(
      'As printed on your Aadhar card, day first: DD-MM-YYYY. Please enter your date of birth as DD-MM-YYYY',
    );

    const today = new Date();
    await userEvent.clear(dob);
    await userEvent.type(dob, `01-01-${today.getFullYear() - 10}`);
    expect(screen.getByText('You must be at least 18 years old')).toBeInTheDocument();
  });

  it('takes no wallet at all, the field being optional', async () => {
    await renderForm();
    await fillDetails();
    await acceptTerms();
    await userEvent.upload(documentInput(), photo());
    expect(screen.getByLabelText('BEP20 Wallet Address (optional)')).toHaveValue('');
    expect(submitButton()).toBeEnabled();
    expect(within(screen.getByRole('form')).queryByText(/Invalid wallet/)).not.toBeInTheDocument();
  });
});
