import { Card } from '../../../components/card';
import { DistributionStatusView } from '../../../components/distribution/distribution-status';
import type { DistributionStatusFragment } from '../../../gql/graphql';

/** Where the investor's RENT stands on its way to their wallet. */
export function DistributionCard({ distribution }: { distribution: DistributionStatusFragment }) {
  return (
    <Card title="Token Distribution">
      <DistributionStatusView distribution={distribution} />
    </Card>
  );
}
