import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, message, refusal } from '../../../testing/auth-answers';
import { ResetPasswordMutation } from '../api/reset-password';
import { renderAccountScreen } from '../test-utils';

const variables = { token: 'reset-token-1', newPassword: 'NewSecret1' };

async function choosePassword(newPassword: string, repeat: string) {
  if (newPassword) await userEvent.type(screen.getByLabelText('New Password'), newPassword);
  if (repeat) await userEvent.type(screen.getByLabelText('Repeat Password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('resetting the password from the e-mailed link', () => {
  it('explains that a link without a token cannot be used', () => {
    renderAccountScreen('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired reset token.');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask for a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('asks for both fields, then for matching passwords', async () => {
    renderAccountScreen('/reset-password?token=reset-token-1');
    await choosePassword('', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');

    await choosePassword('NewSecret1', 'NewSecret2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
  });

  it('confirms the new password and opens sign-in', async () => {
    const router = renderAccountScreen('/reset-password?token=reset-token-1', {
      mocks: [
        answer(ResetPasswordMutation, variables, {
          data: { resetPassword: message('Password has been reset successfully.') },
        }),
      ],
    });
    await choosePassword('NewSecret1', 'NewSecret1');
    expect(await screen.findByText('Password has been reset successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('reports a refused token as a password reset error with the reason', async () => {
    renderAccountScreen('/reset-password?token=reset-token-1', {
      mocks: [
        answer(
          ResetPasswordMutation,
          variables,
          refusal('Invalid or expired reset token.', { code: 'BAD_USER_INPUT' }),
        ),
      ],
    });
    await choosePassword('NewSecret1', 'NewSecret1');
    expect(await screen.findByText('Password reset error')).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired reset token.')).toBeInTheDocument();
  });
});
