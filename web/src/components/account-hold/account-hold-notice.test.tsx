import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import {
  AccountHoldNotice,
  AccountHoldQuery,
  ConfirmAccountHoldMutation,
  DiscardAccountHoldMutation,
} from './account-hold-notice';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const holdAnswer = (hold: unknown) => ({
  request: { query: AccountHoldQuery },
  result: { data: { me: { __typename: 'User', _id: 'u1', hold } } },
});

const held = {
  __typename: 'AccountHold',
  heldAt: '2026-12-06T06:30:00.000Z',
  wallet: WALLET,
  kycApplication: {
    __typename: 'HeldKycApplication',
    firstName: 'Not',
    lastName: 'Meera',
    submittedAt: '2026-12-05T04:30:00.000Z',
  },
};

const decided = (field: 'confirmAccountHold' | 'discardAccountHold', message: string) => ({
  request: {
    query: field === 'confirmAccountHold' ? ConfirmAccountHoldMutation : DiscardAccountHoldMutation,
  },
  result: {
    data: {
      [field]: {
        __typename: 'AccountHoldPayload',
        message,
        user: {
          __typename: 'User',
          _id: 'u1',
          walletAddress: field === 'confirmAccountHold' ? WALLET : null,
          kycStatus: field === 'confirmAccountHold' ? 'SUBMITTED' : 'NOT_SUBMITTED',
        },
      },
    },
  },
});

describe('the notice of what a reset put on hold', () => {
  it('names the wallet and the KYC application on hold, with Confirm and Discard', async () => {
    renderWithProviders(<AccountHoldNotice />, { mocks: [holdAnswer(held)] });
    const notice = await screen.findByRole('region', { name: 'On hold after your password reset' });
    expect(notice).toHaveTextContent(
      'Your password was reset through your e-mail on 06 Dec 2026, 12:00 PM IST, so we put on hold what a sign-in the reset ended had added to your account:',
    );
    expect(notice).toHaveTextContent(`the receiving wallet ${WALLET}`);
    expect(notice).toHaveTextContent(
      'the KYC application in the name of Not Meera, submitted 05 Dec 2026, 10:00 AM IST',
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeEnabled();
  });

  it('shows nothing when nothing is on hold', async () => {
    const { container } = renderWithProviders(<AccountHoldNotice />, {
      mocks: [holdAnswer(null)],
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it('discards, and is gone once the account is read again', async () => {
    renderWithProviders(<AccountHoldNotice />, {
      mocks: [
        holdAnswer(held),
        decided(
          'discardAccountHold',
          'Discarded: the wallet was removed and the KYC application withdrawn. You can add your own.',
        ),
        holdAnswer(null),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /On hold/ })).toBeNull());
  });

  it('says why a decision was refused', async () => {
    renderWithProviders(<AccountHoldNotice />, {
      mocks: [
        holdAnswer({ ...held, kycApplication: null }),
        {
          request: { query: ConfirmAccountHoldMutation },
          result: {
            errors: [
              {
                message: 'Nothing on your account is on hold.',
                extensions: { code: 'CONFLICT' },
              },
            ],
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing on your account is on hold.',
    );
  });
});
