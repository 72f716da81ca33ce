import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '../../../lib/toast';
import { answer, refusal, userAnswer } from '../../../testing/auth-answers';
import { investor, investorSession } from '../../../testing/investor';
import { renderWithProviders } from '../../../testing/render';
import { ProfileKycDetailsQuery } from '../api/kyc-details-query';
import { UpdateProfileMutation } from '../api/update-profile';
import { todayIso } from '../forms/personal-data-schema';
import { PersonalDataForm } from './personal-data-form';

const input = { fullname: 'Asha R. Rao', phone: '+91 98765 43210', dob: '1990-04-12' };
const updated = answer(
  UpdateProfileMutation,
  { input },
  {
    data: {
      updateProfile: {
        __typename: 'UserPayload',
        message: 'Profile updated successfully!',
        user: { ...userAnswer, fullname: 'Asha R. Rao' },
      },
    },
  },
);

function renderForm(mocks = [updated]) {
  const session = investorSession();
  renderWithProviders(
    <>
      <PersonalDataForm user={investor} />
      <AppToaster />
    </>,
    { session, mocks },
  );
  return session;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

async function rename(fullname: string) {
  await userEvent.clear(screen.getByLabelText('Full Name'));
  if (fullname) await userEvent.type(screen.getByLabelText('Full Name'), fullname);
}

describe('the personal data form', () => {
  it('requires each field with a message naming it', async () => {
    renderForm();
    await rename('');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Full name is required');

    await rename('Asha');
    await userEvent.clear(screen.getByLabelText('Mobile Number'));
    expect(screen.getByRole('alert')).toHaveTextContent('Mobile number is required');

    await userEvent.type(screen.getByLabelText('Mobile Number'), '9876543210');
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Date of birth is required');
  });

  it('refuses a date of birth in the future', async () => {
    renderForm();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    fireEvent.change(screen.getByLabelText('Date of Birth'), {
      target: { value: todayIso(tomorrow) },
    });
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Date of birth cannot be in the future');
  });

  it('saves the profile and keeps the session up to date', async () => {
    const session = renderForm();
    await rename('Asha R. Rao');
    await save();
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(session.getState().user?.fullname).toBe('Asha R. Rao');
  });

  it('explains a refused update', async () => {
    renderForm([answer(UpdateProfileMutation, { input }, refusal('Invalid phone number', {}))]);
    await rename('Asha R. Rao');
    await save();
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
  });

  it("offers the KYC application's details for the empty fields, saved only on Update Profile", async () => {
    const newcomer = { ...investor, phone: null, dob: null };
    const kycDetails = answer(
      ProfileKycDetailsQuery,
      {},
      {
        data: {
          kyc: {
            __typename: 'KycApplication',
            submission: {
              __typename: 'KycSubmission',
              firstName: 'Asha',
              lastName: 'Rao',
              phone: '+91 98765 43210',
              dob: '1990-04-12',
            },
          },
        },
      },
    );
    const saved = answer(
      UpdateProfileMutation,
      { input: { fullname: investor.fullname, phone: '+91 98765 43210', dob: '1990-04-12' } },
      {
        data: {
          updateProfile: {
            __typename: 'UserPayload',
            message: 'Profile updated successfully!',
            user: userAnswer,
          },
        },
      },
    );
    renderWithProviders(
      <>
        <PersonalDataForm user={newcomer} />
        <AppToaster />
      </>,
      { session: investorSession(newcomer), mocks: [kycDetails, saved] },
    );

    const offer = await screen.findByText(
      'Your KYC application has your mobile number and date of birth.',
    );
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Fill from KYC application' }));
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('+91 98765 43210');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1990-04-12');
    expect(offer).not.toBeInTheDocument();

    await save();
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  });
});
