import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { HeldBonusNotice, HeldReferralBonusQuery } from './held-bonus-notice';

const answer = (heldBonus: unknown, expiredHeldTokens = '0') => ({
  request: { query: HeldReferralBonusQuery },
  result: { data: { referrals: { __typename: 'ReferralPage', heldBonus, expiredHeldTokens } } },
});

describe('the notice of a referrer awaiting KYC', () => {
  it('says what is held, what to do and by when', async () => {
    renderWithProviders(<HeldBonusNotice />, {
      mocks: [
        answer({
          __typename: 'HeldReferralBonus',
          tokens: '3',
          bonuses: 2,
          holdUntil: '2026-01-05T06:30:00.000Z',
        }),
      ],
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      '3 RENT of referral bonuses are held for you. Bonuses are credited only to verified investors: complete your KYC and have it approved by 05 Jan 2026, 12:00 PM IST to receive them.',
    );
    expect(screen.getByRole('link', { name: 'complete your KYC' })).toHaveAttribute('href', '/kyc');
  });

  it('says when holds have ended', async () => {
    renderWithProviders(<HeldBonusNotice />, { mocks: [answer(null, '1.5')] });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The hold of 1.5 RENT of your referral bonuses has ended',
    );
  });
});
