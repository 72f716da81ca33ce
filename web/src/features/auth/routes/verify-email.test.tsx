import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, message, refusal } from '../../../testing/auth-answers';
import { VerifyEmailMutation } from '../api/verify-email';
import { renderAccountScreen } from '../test-utils';

const PASSWORD = 'Meera-Signup-2025';
const verify = (result: Parameters<typeof answer>[2], password = PASSWORD) =>
  answer(VerifyEmailMutation, { token: 'mail-token-1', password }, result);
const verified = verify({ data: { verifyEmail: message('Email verified successfully') } });
const WRONG_PASSWORD =
  'This is not the password this address was registered with. If you forgot it, or did not sign up yourself, set a new one with Forgot password.';

async function enterPassword(password = PASSWORD) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
}

describe('verifying the e-mail address', () => {
  it('says so when the link has no token', () => {
    renderAccountScreen('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing token.');
  });

  it('asks for the password of the sign-up before sending the link’s token', async () => {
    const sent = vi.fn(() => ({ data: { verifyEmail: message('Email verified successfully') } }));
    renderAccountScreen('/verify-email?token=mail-token-1', {
      mocks: [{ ...verified, result: sent }],
    });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).not.toHaveBeenCalled();
    await enterPassword();
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('asks again, with the server’s reason, when the password is not the sign-up’s', async () => {
    renderAccountScreen('/verify-email?token=mail-token-1', {
      mocks: [
        verify(
          refusal(WRONG_PASSWORD, {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'password', message: WRONG_PASSWORD }],
          }),
          'Someone-Elses-1',
        ),
      ],
    });
    await enterPassword('Someone-Elses-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the token", async () => {
    renderAccountScreen('/verify-email?token=mail-token-1', {
      mocks: [verify(refusal('Token has expired', { code: 'BAD_USER_INPUT' }))],
    });
    await enterPassword();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verification failed.');
    expect(alert).toHaveTextContent('Token has expired');
  });

  it('asks to try again after a network failure, and can', async () => {
    renderAccountScreen('/verify-email?token=mail-token-1', {
      mocks: [
        { ...verify({}), result: undefined, error: new TypeError('Failed to fetch') },
        verified,
      ],
    });
    await enterPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
  });

  describe('on success', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('shows Verifying..., then the message, then sign-in after 3 seconds', async () => {
      const router = renderAccountScreen('/verify-email?token=mail-token-1', {
        mocks: [{ ...verified, delay: 1000 }],
      });
      await enterPassword();
      expect(await screen.findByText('Verifying...')).toBeInTheDocument();
      expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(router.state.location.pathname).toBe('/verify-email');
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});
