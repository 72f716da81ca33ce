import { StatusLine } from '../../../components/badge';
import { Card } from '../../../components/card';
import { KycStatusBadge } from '../../../components/kyc-status-badge';
import type { KycApplicationFieldsFragment } from '../../../gql/graphql';
import { KycStatusDetails } from './kyc-status-details';

/** Where the investor's verification stands, and what they can do next. */
export function KycStatusCard({ kyc }: { kyc: KycApplicationFieldsFragment }) {
  return (
    <Card title="Verification Status">
      <StatusLine>
        Status <KycStatusBadge status={kyc.status} />
      </StatusLine>
      <KycStatusDetails kyc={kyc} />
    </Card>
  );
}
