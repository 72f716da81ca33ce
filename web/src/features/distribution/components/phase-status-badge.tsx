import { Badge, type BadgeTone } from '../../../components/badge';
import type { SalePhaseStatus } from '../../../gql/graphql';

const LOOK: Record<SalePhaseStatus, { label: string; tone: BadgeTone }> = {
  UPCOMING: { label: 'Upcoming', tone: 'info' },
  RUNNING: { label: 'Running', tone: 'success' },
  ENDED: { label: 'Ended', tone: 'neutral' },
};

/** A phase's status as the gateway judged it in India Standard Time. */
export function PhaseStatusBadge({ status }: { status: SalePhaseStatus }) {
  const { label, tone } = LOOK[status];
  return <Badge $tone={tone}>{label}</Badge>;
}
