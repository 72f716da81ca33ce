import type { DistributionHeldReason, DistributionStatus } from '../../gql/graphql';
import type { BadgeTone } from '../badge';

/** The status as a word on its badge, and the badge's tone. */
export const distributionBadges: Record<DistributionStatus, { label: string; tone: BadgeTone }> = {
  NOT_PLANNED: { label: 'Not scheduled yet', tone: 'neutral' },
  HELD: { label: 'Held', tone: 'warning' },
  SCHEDULED: { label: 'Scheduled', tone: 'info' },
  SENT: { label: 'Sent', tone: 'info' },
  CONFIRMED: { label: 'Confirmed', tone: 'success' },
  IN_REVIEW: { label: 'In review', tone: 'warning' },
};

/** What each status means for the investor, in a sentence. */
export const distributionSummaries: Record<Exclude<DistributionStatus, 'HELD'>, string> = {
  NOT_PLANNED: 'Your tokens are sent to your wallet after the pre-sale ends.',
  SCHEDULED: 'Your tokens are scheduled to be sent to your wallet. Nothing to do but wait.',
  SENT: 'Your tokens have been sent and are waiting for confirmation on the chain.',
  CONFIRMED: 'Your tokens are in your wallet.',
  IN_REVIEW:
    'The team is reviewing your transfer because the chain shows a different amount or address. You need do nothing; write to support if you have questions.',
};

/** Why a transfer is held, and the step that releases it. */
export const heldReasons: Record<
  DistributionHeldReason,
  { text: string; action: 'kyc' | 'wallet' | null }
> = {
  KYC_NOT_VERIFIED: {
    text: 'Your tokens are held until your identity is verified. Finish KYC to receive them.',
    action: 'kyc',
  },
  NO_WALLET: {
    text: 'Your tokens are held because no receiving wallet is registered. Add a BEP20 wallet to receive them.',
    action: 'wallet',
  },
  WALLET_ON_HOLD: {
    text: 'Your wallet changed after the distribution was planned, so the team is reviewing it before sending. Write to support if you did not make this change.',
    action: null,
  },
};
