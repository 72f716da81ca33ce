// The gateway's answers for an investor's token distribution, one status at a time.
import type { DistributionStatusFragment } from '../gql/graphql';

export const distributionWallet = '0x52908400098527886E0F7030069857D2E4169EE7';
export const distributionTxHash =
  '0x8f1b4b5c0c3f7a2d9e6b1a4c7d0e3f6a9b2c5d8e1f4a7b0c3d6e9f2a5b8c1d4e';

const notPlanned: DistributionStatusFragment = {
  __typename: 'Distribution',
  status: 'NOT_PLANNED',
  amount: null,
  expectedAmount: '3.15',
  wallet: distributionWallet,
  heldReason: null,
  txHash: null,
  txUrl: null,
  blockNumber: null,
  plannedAt: null,
  sentAt: null,
  confirmedAt: null,
};

/** An investor's distribution, not planned unless `changes` say otherwise. */
export const distributionAnswer = (
  changes: Partial<DistributionStatusFragment> = {},
): DistributionStatusFragment => ({ ...notPlanned, ...changes });

/** The transfer confirmed on BNB Smart Chain. */
export const confirmedDistribution = () =>
  distributionAnswer({
    status: 'CONFIRMED',
    amount: '3.15',
    txHash: distributionTxHash,
    txUrl: `https://bscscan.com/tx/${distributionTxHash}`,
    blockNumber: '41234567',
    plannedAt: '2026-01-05T06:30:00.000Z',
    sentAt: '2026-01-06T06:30:00.000Z',
    confirmedAt: '2026-01-06T06:31:00.000Z',
  });
