import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, message, refusal } from '../../../testing/auth-answers';
import { VerifyEmailMutation } from '../api/verify-email';
import { renderAccountScreen } from '../test-utils';

const verify = (result: Parameters<typeof answer>[2]) =>
  answer(VerifyEmailMutation, { token: 'mail-token-1' }, result);
const verified = verify({ data: { verifyEmail: message('Email verified successfully') } });

describe('verifying the e-mail address', () => {
  it('says so when the link has no token', () => {
    renderAccountScreen('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing token.');
  });

  it("shows the server's reason when it refuses the token", async () => {
    renderAccountScreen('/verify-email?token=mail-token-1', {
      mocks: [verify(refusal('Token has expired', { code: 'BAD_USER_INPUT' }))],
    });
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verification failed. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
  });

  it('spends the single-use token once, even when React runs effects twice', async () => {
    const sent = vi.fn(() => ({ data: { verifyEmail: message('Email verified successfully') } }));
    renderAccountScreen('/verify-email?token=mail-token-1', {
      mocks: [{ ...verified, result: sent, maxUsageCount: 2 }],
      strict: true,
    });
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  describe('on success', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('shows Verifying..., then the message, then sign-in after 3 seconds', async () => {
      const router = renderAccountScreen('/verify-email?token=mail-token-1', {
        mocks: [{ ...verified, delay: 0 }],
      });
      expect(screen.getByRole('status')).toHaveTextContent('Verifying...');

      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully');

      await act(() => vi.advanceTimersByTimeAsync(2980));
      expect(router.state.location.pathname).toBe('/verify-email');
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});
