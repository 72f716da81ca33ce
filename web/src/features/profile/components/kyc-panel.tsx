import { Link } from 'react-router';
import styled from 'styled-components';
import { Card } from '../../../components/card';
import { KycStatusBadge } from '../../../components/kyc-status-badge';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import type { KycStatus } from '../../../gql/graphql';

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 600;
`;

interface KycPanelProps {
  /** Undefined while it is being loaded. */
  status: KycStatus | undefined;
}

/** Where identity verification stands, and the way to the KYC Application. */
export function KycPanel({ status }: KycPanelProps) {
  return (
    <Card title="KYC" busy={status === undefined}>
      <Status>
        Status{' '}
        {status ? <KycStatusBadge status={status} /> : <Skeleton $width="6rem" $height="1.4rem" />}
      </Status>
      <Link to={paths.kyc.getHref()}>Go to KYC Application</Link>
    </Card>
  );
}
