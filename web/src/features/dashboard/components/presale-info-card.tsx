import { Link } from 'react-router';
import styled from 'styled-components';
import { Badge } from '../../../components/badge';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';
import type { SalePhaseStatus } from '../../../gql/graphql';
import { formatIstDateTime } from '../../../lib/format-date';
import { formatInr } from '../../../lib/format-number';

const Phase = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};

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

interface PresaleInfoCardProps {
  price: string;
  currentPhase: { name: string; bonusPercent: number; end: string } | null;
  phases: readonly { name: string; start: string; bonusPercent: number; status: SalePhaseStatus }[];
}

/** Where the pre-sale stands, its price, and the rules every buyer should know first. */
export function PresaleInfoCard({ price, currentPhase, phases }: PresaleInfoCardProps) {
  const nextPhase = phases.find(({ status }) => status === 'UPCOMING');
  return (
    <Card title="Pre-Sale Info">
      <Phase>
        {currentPhase ? (
          <>
            <Badge $tone="success">Running</Badge>
            <strong>{currentPhase.name}</strong>
            <p>{currentPhase.bonusPercent}% bonus tokens on every purchase</p>
            <p>Ends {formatIstDateTime(currentPhase.end)}</p>
          </>
        ) : nextPhase ? (
          <>
            <Badge $tone="info">Upcoming</Badge>
            <strong>Next: {nextPhase.name}</strong>
            <p>{nextPhase.bonusPercent}% bonus tokens on every purchase</p>
            <p>Starts {formatIstDateTime(nextPhase.start)}</p>
          </>
        ) : (
          <strong>The pre-sale has ended</strong>
        )}
      </Phase>
      <Facts>
        <li>Price: {formatInr(price, 0)} per RENT</li>
        <li>KYC is required to buy tokens.</li>
        <li>Tokens are distributed after the pre-sale ends to your registered BEP20 wallet.</li>
      </Facts>
      <Link to={paths.icoDistribution.getHref()}>See the Pre-Sale Distribution schedule</Link>
    </Card>
  );
}
