import styled from 'styled-components';
import {
  AccountHoldNoticeAbove,
  useAccountHold,
} from '../../../components/account-hold/account-hold-notice';
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
  // An application on hold does not stand in the owner's way: her own takes its place.
  const applicationOnHold = Boolean(useAccountHold()?.kycApplication);
  switch (kyc.status) {
    case 'VERIFIED':
      return <KycCompleted />;
    case 'SUBMITTED':
    case 'IN_REVIEW':
      if (!applicationOnHold) return <KycUnderReview />;
      return (
        <FormCard>
          <KycForm user={user} kyc={kyc} />
        </FormCard>
      );
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
      {user ? <AccountHoldNoticeAbove /> : null}
      {user ? (
        <KycApplicationView>{(kyc) => <KycFormScreen user={user} kyc={kyc} />}</KycApplicationView>
      ) : null}
    </>
  );
}
