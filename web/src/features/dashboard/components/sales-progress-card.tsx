import styled from 'styled-components';
import { Card } from '../../../components/card';
import { graphql } from '../../../gql';
import type { SalesProgressFragment } from '../../../gql/graphql';
import { percentSold, percentSoldText } from '@rent/sale-rules';
import { SaleCountdown } from './sale-countdown';
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
  }
`);

type SalesProgressCardProps = SalesProgressFragment & { sold: string };

/** Tokens sold against the caps, and the time left in the sale. */
export function SalesProgressCard({
  sold,
  totalSupply,
  softCap,
  hardCap,
  saleEnd,
}: SalesProgressCardProps) {
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
      <SaleCountdown saleEnd={saleEnd} />
    </Card>
  );
}
