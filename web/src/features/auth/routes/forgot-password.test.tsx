import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, message, refusal } from '../../../testing/auth-answers';
import { RequestPasswordResetMutation } from '../api/request-password-reset';
import { renderAccountScreen } from '../test-utils';

const request = (result: Parameters<typeof answer>[2]) =>
  answer(RequestPasswordResetMutation, { email: 'asha@example.com' }, result);

async function requestLink() {
  await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('asking for a password reset link', () => {
  it('needs an e-mail address', async () => {
    renderAccountScreen('/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
  });

  it('confirms that the link is on its way', async () => {
    renderAccountScreen('/forgot-password', {
      mocks: [
        request({
          data: { requestPasswordReset: message('Reset link has been sent to your email.') },
        }),
      ],
    });
    await requestLink();
    expect(await screen.findByText('Reset link has been sent to your email.')).toBeInTheDocument();
  });

  it('shows a refusal, such as too many requests', async () => {
    renderAccountScreen('/forgot-password', {
      mocks: [request(refusal('Too many requests, try again later', { code: 'RATE_LIMITED' }))],
    });
    await requestLink();
    expect(await screen.findByText('Too many requests, try again later')).toBeInTheDocument();
  });
});
