// What a referrer awaiting KYC must do, and by when, to be credited the bonuses held for her
// (decision 0108).
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Notice } from '../notice';
import { graphql } from '../../gql';
import { formatIstDateTime, formatRent } from '@rent/sale-rules';

export const HeldReferralBonusQuery = graphql(`
  query HeldReferralBonus {
    referrals(page: 1, limit: 5) {
      heldBonus {
        tokens
        bonuses
        holdUntil
      }
      expiredHeldTokens
    }
  }
`);

export function HeldBonusNotice() {
  const { data } = useQuery(HeldReferralBonusQuery);
  const held = data?.referrals.heldBonus;
  const expired = data?.referrals.expiredHeldTokens ?? '0';
  if (!held && Number(expired) === 0) return null;
  return (
    <Notice role="note">
      {held ? (
        <p>
          {formatRent(held.tokens)} of referral bonuses {held.bonuses === 1 ? 'is' : 'are'} held for
          you. Bonuses are credited only to verified investors:{' '}
          <Link to="/kyc">complete your KYC</Link> and have it approved by{' '}
          {formatIstDateTime(held.holdUntil)} to receive {held.bonuses === 1 ? 'it' : 'them'}.
        </p>
      ) : null}
      {Number(expired) > 0 ? (
        <p>
          The hold of {formatRent(expired)} of your referral bonuses has ended: they are credited
          when your KYC is approved only if the pre-sale still has room for them.
        </p>
      ) : null}
    </Notice>
  );
}
