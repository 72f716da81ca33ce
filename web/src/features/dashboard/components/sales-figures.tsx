import styled from 'styled-components';
import { FactList } from '../../../components/fact-list';
import { formatRent } from '@rent/sale-rules';

// Narrow cards list the figures as rows; wide ones set them side by side under their labels.
const FiguresFrame = styled.div`
  container-type: inline-size;
`;

interface SalesFiguresProps {
  sold: string;
  totalSupply: string;
}

/** "SOLD" and "TOTAL" with their amounts of RENT. */
export function SalesFigures({ sold, totalSupply }: SalesFiguresProps) {
  return (
    <FiguresFrame>
      <FactList
        layout="figures"
        facts={[
          ['SOLD', formatRent(sold)],
          ['TOTAL', formatRent(totalSupply)],
        ]}
      />
    </FiguresFrame>
  );
}
