import styled from 'styled-components';
import { Card } from '../../../components/card';
import { DistributionStatusView } from '../../../components/distribution/distribution-status';
import { InlineError } from '../../../components/inline-error';
import type { DistributionStatusFragment } from '../../../gql/graphql';

// The orders' panel follows at the same distance as cards from each other on the dashboard.
const Panel = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

interface DistributionPanelProps {
  distribution: DistributionStatusFragment | null | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** Where the investor's tokens stand on chain, above the orders that earned them. */
export function DistributionPanel({
  distribution,
  failed,
  retrying,
  onRetry,
}: DistributionPanelProps) {
  if (failed)
    return (
      <Panel title="Token Distribution">
        <InlineError
          title="Your token distribution could not be loaded."
          message="Your orders are below; try again for the distribution."
          onRetry={onRetry}
          retrying={retrying}
        />
      </Panel>
    );
  if (!distribution) return null;
  return (
    <Panel title="Token Distribution">
      <DistributionStatusView distribution={distribution} />
    </Panel>
  );
}
