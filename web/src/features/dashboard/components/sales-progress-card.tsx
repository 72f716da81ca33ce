import styled from 'styled-components';
import { Card } from '../../../components/card';
import { graphql } from '../../../gql';
import type { SalesProgressFragment } from '../../../gql/graphql';
import { formatPercent } from '../../../lib/format-number';
import { percentSold } from '@rent/sale-rules';
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
  return (
    <Card title="Sales Progress">
      <SalesFigures sold={sold} totalSupply={totalSupply} />
      <SaleProgressBar percent={percent} softCap={softCap} hardCap={hardCap} />
      <Percent>{formatPercent(percent)} sold</Percent>
      <SaleCountdown saleEnd={saleEnd} />
    </Card>
  );
}
