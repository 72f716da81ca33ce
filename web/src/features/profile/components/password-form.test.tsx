import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppToaster } from '../../../lib/toast';
import { answer, message, refusal } from '../../../testing/auth-answers';
import { investorSession } from '../../../testing/investor';
import { renderWithProviders } from '../../../testing/render';
import { ChangePasswordMutation } from '../api/change-password';
import { PasswordForm } from './password-form';

const variables = { currentPassword: 'Secret123', newPassword: 'NewSecret1' };

function renderForm(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(
    <>
      <PasswordForm />
      <AppToaster />
    </>,
    { session: investorSession(), mocks },
  );
}

async function change(current: string, next: string, confirm: string) {
  for (const [label, value] of [
    ['Current Password', current],
    ['New Password', next],
    ['Confirm New Password', confirm],
  ] as const) {
    await userEvent.clear(screen.getByLabelText(label));
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('changing the password', () => {
  it('follows the spec: all fields, matching, then long enough', async () => {
    renderForm();
    expect(screen.getByText('Minimum 8 letters with lower and upper case')).toBeInTheDocument();
    await change('', '', '');
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required');

    await change('Secret123', 'Short1', 'Short2');
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match');

    await change('Secret123', 'Short1', 'Short1');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long',
    );
  });

  it('refuses the current password as the new one before asking api', async () => {
    renderForm();
    await change('Secret123', 'Secret123', 'Secret123');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The new password must be different from the current one',
    );
  });

  it('confirms the change and empties the form', async () => {
    renderForm([
      answer(ChangePasswordMutation, variables, {
        data: { changePassword: message('Password changed successfully') },
      }),
    ]);
    await change('Secret123', 'NewSecret1', 'NewSecret1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('explains a refused change', async () => {
    renderForm([
      answer(ChangePasswordMutation, variables, refusal('Current password is incorrect', {})),
    ]);
    await change('Secret123', 'NewSecret1', 'NewSecret1');
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
    expect(screen.getByText('Current password is incorrect')).toBeInTheDocument();
  });
});
