import { Link } from 'react-router';
import { StatusLine } from '../../../components/badge';
import { Card } from '../../../components/card';
import { KycStatusBadge } from '../../../components/kyc-status-badge';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import type { KycStatus } from '../../../gql/graphql';

interface KycPanelProps {
  /** Undefined while it is being loaded. */
  status: KycStatus | undefined;
}

/** Where identity verification stands, and the way to the KYC Application. */
export function KycPanel({ status }: KycPanelProps) {
  return (
    <Card title="KYC" busy={status === undefined}>
      <StatusLine>
        Status{' '}
        {status ? <KycStatusBadge status={status} /> : <Skeleton $width="6rem" $height="1.4rem" />}
      </StatusLine>
      <Link to={paths.kyc.getHref()}>Go to KYC Application</Link>
    </Card>
  );
}
