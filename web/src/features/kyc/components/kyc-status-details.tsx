import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { paths } from '../../../config/paths';
import type { KycApplicationFieldsFragment } from '../../../gql/graphql';
import { SubmissionSummary } from './submission-summary';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
  overflow-wrap: anywhere;
`;

const Action = styled.div`
  display: flex;
`;

type Kyc = KycApplicationFieldsFragment;

/** What each status means for the investor, and the way on from it. */
export function KycStatusDetails({ kyc }: { kyc: Kyc }) {
  switch (kyc.status) {
    case 'NOT_SUBMITTED':
      return (
        <>
          <Text>
            KYC is required to buy tokens. Have your Aadhar card ready: you will add up to 4 photos
            or scans of it (JPEG, PNG, WebP or PDF, at most 5 MB each).
          </Text>
          <Action>
            <ButtonLink to={paths.kycForm.getHref()}>Start KYC</ButtonLink>
          </Action>
        </>
      );
    case 'SUBMITTED':
    case 'IN_REVIEW':
      return (
        <>
          {kyc.submission ? <SubmissionSummary submission={kyc.submission} /> : null}
          <Text>
            What happens next: our team checks your details against your Aadhar documents. You will
            receive an e-mail when your KYC is verified, or with the reason if something needs to be
            corrected.
          </Text>
        </>
      );
    case 'VERIFIED':
      return (
        <>
          <Text>Your identity is verified. You can buy RENT tokens.</Text>
          <Action>
            <ButtonLink to={paths.buyToken.getHref()}>Buy Tokens</ButtonLink>
          </Action>
        </>
      );
    case 'REJECTED':
      return (
        <>
          <Text>Your KYC application was rejected for this reason:</Text>
          <Reason>{kyc.rejectionReason || 'No reason was given.'}</Reason>
          <Text>Correct your details or documents and submit your application again.</Text>
          <Action>
            <ButtonLink to={paths.kycForm.getHref()}>Resubmit</ButtonLink>
          </Action>
        </>
      );
  }
}
