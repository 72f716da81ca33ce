import styled from 'styled-components';
import { Card } from '../../../components/card';
import { KycStatusBadge } from '../../../components/kyc-status-badge';
import type { KycApplicationFieldsFragment } from '../../../gql/graphql';
import { KycStatusDetails } from './kyc-status-details';

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 600;
`;

/** Where the investor's verification stands, and what they can do next. */
export function KycStatusCard({ kyc }: { kyc: KycApplicationFieldsFragment }) {
  return (
    <Card title="Verification Status">
      <Status>
        Status <KycStatusBadge status={kyc.status} />
      </Status>
      <KycStatusDetails kyc={kyc} />
    </Card>
  );
}
