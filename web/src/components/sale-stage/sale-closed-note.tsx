import { Link } from 'react-router';
import type { SaleStage } from '@rent/sale-rules';
import { paths } from '../../config/paths';
import { formatIstDateTime } from '@rent/sale-rules';
import { Notice } from '../notice';

/** The sale's stages in which no order is taken. */
export type ClosedStage = Exclude<SaleStage, { stage: 'open' }>;

export const isClosedStage = (stage: SaleStage | null): stage is ClosedStage =>
  stage !== null && stage.stage !== 'open';

/**
 * In place of a purchase button while the sale takes no orders: why, and what happens next (the
 * opening instant before the sale, the distribution after it).
 */
export function SaleClosedNote({ stage }: { stage: ClosedStage }) {
  if (stage.stage === 'before')
    return (
      <Notice $tone="info" role="status">
        <strong>The pre-sale has not started yet: orders open with its first phase.</strong>
        <p>Orders open {formatIstDateTime(new Date(stage.opensAtMs))}.</p>
        <Link to={paths.icoDistribution.getHref()}>See the Pre-Sale Distribution schedule</Link>
      </Notice>
    );
  return (
    <Notice $tone="info" role="status">
      <strong>The pre-sale has ended: no more orders are accepted.</strong>
      <p>Tokens are distributed after the pre-sale ends to your registered BEP20 wallet.</p>
      <Link to={paths.icoDistribution.getHref()}>See the Pre-Sale Distribution schedule</Link>
    </Notice>
  );
}
