import styled from 'styled-components';
import { Card } from '../../../components/card';
import { graphql } from '../../../gql';
import type { SalesProgressFragment } from '../../../gql/graphql';
import { formatIstDateTime, percentSold, percentSoldText, type SaleStage } from '@rent/sale-rules';
import { useSaleStage } from '../../../lib/use-sale-stage';
import { Heading, SaleCountdown } from './sale-countdown';
import { AvailableNow } from './available-now';
import { SaleProgressBar } from './sale-progress-bar';
import { SalesFigures } from './sales-figures';

const Percent = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

/** What the card reads of the sale; the tokens sold come from the supply. */
export const SalesProgressFields = graphql(`
  fragment SalesProgress on Sale {
    totalSupply
    softCap
    hardCap
    saleEnd
    phases {
      start
      end
    }
  }
`);

const Ended = styled.div`
  margin-top: auto;

  p {
    margin: 0;
  }
`;

/** Counts to the sale's opening before it, to its end while it runs; says when it ended after. */
function StageClock({ stage, saleEnd }: { stage: SaleStage | null; saleEnd: string }) {
  if (stage?.stage === 'before')
    return (
      <SaleCountdown heading="Sales START IN" target={new Date(stage.opensAtMs).toISOString()} />
    );
  if (stage?.stage === 'ended')
    return (
      <Ended>
        <Heading>Sales ENDED</Heading>
        <p>The pre-sale ended {formatIstDateTime(saleEnd)}.</p>
      </Ended>
    );
  return <SaleCountdown heading="Sales END IN" target={saleEnd} />;
}

type SalesProgressCardProps = SalesProgressFragment & {
  sold: string;
  /** RENT held by orders awaiting payment or review; with `available`, shown beside sold. */
  held?: string | undefined;
  /** RENT a new order can still take now, bonuses included. */
  available?: string | undefined;
};

/** Tokens sold against the caps, and the time left before the sale opens or ends. */
export function SalesProgressCard({
  sold,
  held,
  available,
  totalSupply,
  softCap,
  hardCap,
  saleEnd,
  phases,
}: SalesProgressCardProps) {
  const stage = useSaleStage({ phases, saleEnd });
  const percent = percentSold(sold, hardCap);
  const percentText = percentSoldText(sold, hardCap);
  return (
    <Card title="Sales Progress">
      <SalesFigures sold={sold} totalSupply={totalSupply} />
      <SaleProgressBar
        percent={percent}
        percentText={percentText}
        softCap={softCap}
        hardCap={hardCap}
      />
      <Percent>{percentText} sold</Percent>
      {available !== undefined ? <AvailableNow available={available} held={held ?? '0'} /> : null}
      <StageClock stage={stage} saleEnd={saleEnd} />
    </Card>
  );
}
