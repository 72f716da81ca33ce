import { Link } from 'react-router';
import styled from 'styled-components';
import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { PresaleScheduleFragment } from '../../../gql/graphql';
import { formatIstDateTime, formatPercent, formatPrice } from '@rent/sale-rules';
import { Skeleton } from '../../../components/skeleton';
import { VisuallyHidden } from '../../../components/visually-hidden';

// Its layers share one cell, so the box is as tall as the taller of them.
const Phase = styled.div`
  display: grid;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};

  & > * {
    grid-area: 1 / 1;
  }
`;

const PhaseRows = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};

  &[aria-hidden] {
    visibility: hidden;
  }

  p {
    margin: 0;
  }

  & > span {
    align-self: flex-start;
  }

  strong {
    font-size: 1.15rem;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** The sale's phases as the gateway reports them. */
export const PresaleScheduleFields = graphql(`
  fragment PresaleSchedule on Sale {
    currentPhase {
      name
      bonusPercent
      end
    }
    phases {
      name
      start
      bonusPercent
      status
    }
  }
`);

export type SaleSchedule = PresaleScheduleFragment;

interface PresaleInfoCardProps {
  price: string;
  /** Undefined while the dashboard's answer is on its way. */
  schedule: SaleSchedule | undefined;
}

function PhaseSummary({ currentPhase, phases }: SaleSchedule) {
  const nextPhase = phases.find(({ status }) => status === 'UPCOMING');
  if (currentPhase)
    return (
      <>
        <Badge $tone="success">Running</Badge>
        <strong>{currentPhase.name}</strong>
        <p>{formatPercent(currentPhase.bonusPercent)} bonus tokens on every purchase</p>
        <p>Ends {formatIstDateTime(currentPhase.end)}</p>
      </>
    );
  if (nextPhase)
    return (
      <>
        <Badge $tone="info">Upcoming</Badge>
        <strong>Next: {nextPhase.name}</strong>
        <p>{formatPercent(nextPhase.bonusPercent)} bonus tokens on every purchase</p>
        <p>Starts {formatIstDateTime(nextPhase.start)}</p>
      </>
    );
  return <strong>The pre-sale has ended</strong>;
}

/**
 * A running phase's shape: an empty badge, the phase's name, the bonus (two lines on a phone) and
 * the end, each bar as tall as lines of that text (`lh`).
 */
function PhaseShape() {
  return (
    <>
      <Badge aria-hidden>{'\u00a0'.repeat(14)}</Badge>
      <strong>
        <Skeleton $width="40%" $height="1lh" />
      </strong>
      <p>
        <Skeleton $width="90%" $height="2lh" />
      </p>
      <p>
        <Skeleton $width="70%" $height="1lh" />
      </p>
    </>
  );
}

/**
 * Where the pre-sale stands, its price, and the rules every buyer should know first. The rules
 * need no answer from the gateway, so they show at once, beside a skeleton of the phase.
 */
export function PresaleInfoCard({ price, schedule }: PresaleInfoCardProps) {
  return (
    <Card title="Pre-Sale Info" busy={!schedule}>
      <Phase>
        {/* A running phase's room, kept in every state: the rules below stay where they are
            painted whatever the answer says, the sale running, upcoming or over. */}
        <PhaseRows aria-hidden>
          <PhaseShape />
        </PhaseRows>
        <PhaseRows>
          {schedule ? (
            <PhaseSummary {...schedule} />
          ) : (
            <>
              <VisuallyHidden>Loading…</VisuallyHidden>
              <PhaseShape />
            </>
          )}
        </PhaseRows>
      </Phase>
      <Facts>
        <li>Price: {formatPrice(price)} per RENT</li>
        <li>KYC is required to buy tokens.</li>
        <li>Tokens are distributed after the pre-sale ends to your registered BEP20 wallet.</li>
      </Facts>
      <Link to={paths.icoDistribution.getHref()}>See the Pre-Sale Distribution schedule</Link>
    </Card>
  );
}
