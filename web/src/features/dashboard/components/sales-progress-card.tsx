import styled from 'styled-components';
import { Card } from '../../../components/card';
import { formatPercent } from '../../../lib/format-number';
import { percentSold } from '../../../lib/token-math';
import { SaleCountdown } from './sale-countdown';
import { SaleProgressBar } from './sale-progress-bar';
import { SalesFigures } from './sales-figures';

const Percent = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

interface SalesProgressCardProps {
  sold: string;
  totalSupply: string;
  softCap: string;
  hardCap: string;
  saleEnd: string;
}

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
