import styled from 'styled-components';
import type { KycStatus } from '../gql/graphql';
import { Badge, type BadgeTone } from './badge';

/** SPEC.md §4's labels; a submission waiting for the team and one being checked both read In Review. */
export const kycStatusLabels: Record<KycStatus, string> = {
  NOT_SUBMITTED: 'Not Submitted',
  SUBMITTED: 'In Review',
  IN_REVIEW: 'In Review',
  VERIFIED: 'Verified',
  REJECTED: 'Rejected',
};

const tones: Record<Exclude<KycStatus, 'REJECTED'>, BadgeTone> = {
  NOT_SUBMITTED: 'neutral',
  SUBMITTED: 'info',
  IN_REVIEW: 'info',
  VERIFIED: 'success',
};

const RejectedBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** Where the investor's identity verification stands, as a coloured word. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  if (status === 'REJECTED') return <RejectedBadge>{kycStatusLabels.REJECTED}</RejectedBadge>;
  return <Badge $tone={tones[status]}>{kycStatusLabels[status]}</Badge>;
}
