import styled from 'styled-components';
import { CardFrame } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import type { KycApplicationFieldsFragment } from '../../../gql/graphql';
import type { SessionUser } from '../../../lib/session/session';
import { useSession } from '../../../lib/session/session-context';
import { KycApplicationView } from '../components/kyc-application-view';
import { KycForm } from '../components/kyc-form';
import { KycCompleted, KycUnderReview } from '../components/kyc-notice';
import { RejectionNotice } from '../components/rejection-notice';

const FormCard = styled(CardFrame)`
  max-width: 860px;
`;

function KycFormScreen({ user, kyc }: { user: SessionUser; kyc: KycApplicationFieldsFragment }) {
  switch (kyc.status) {
    case 'VERIFIED':
      return <KycCompleted />;
    case 'SUBMITTED':
    case 'IN_REVIEW':
      return <KycUnderReview />;
    default:
      return (
        <FormCard>
          {kyc.status === 'REJECTED' ? (
            <RejectionNotice reason={kyc.rejectionReason ?? null} />
          ) : null}
          <KycForm user={user} kyc={kyc} />
        </FormCard>
      );
  }
}

/** The KYC form, or what to know instead while in review or once verified (SPEC.md §2). */
export default function KycFormRoute() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title="KYC Verification">
        Tell us who you are, exactly as on your Aadhar card, and add photos or scans of the card.
      </PageHeader>
      {user ? (
        <KycApplicationView>{(kyc) => <KycFormScreen user={user} kyc={kyc} />}</KycApplicationView>
      ) : null}
    </>
  );
}
