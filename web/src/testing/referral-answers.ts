// Gateway answers about referrals, for tests through Apollo's MockedProvider.
import type { MockLink } from '@apollo/client/testing';
import { ReferralCodeQuery } from '../components/referral/referral-code-query';
import { investor } from './investor';

export const REFERRAL_CODE = 'ASHA2025';

/** The signed-in investor's referral code, as the referral link asks for it. */
export function referralCodeAnswer(code = REFERRAL_CODE): MockLink.MockedResponse {
  return {
    request: { query: ReferralCodeQuery },
    result: { data: { me: { __typename: 'User', _id: investor._id, referralCode: code } } },
  };
}
