import styled from 'styled-components';
import { formatRent } from '../../../lib/format-number';

// Narrow cards list the figures as rows; wide ones set them side by side under their labels.
const FiguresFrame = styled.div`
  container-type: inline-size;
`;

const Figures = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space(3)};
  }

  dt {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 700;
  }

  @container (min-width: 26rem) {
    flex-direction: row;
    justify-content: space-between;

    & > div {
      flex-direction: column;
      align-items: flex-start;
    }

    & > div:last-child {
      align-items: flex-end;
    }
  }
`;

interface SalesFiguresProps {
  sold: string;
  totalSupply: string;
}

/** "SOLD" and "TOTAL" with their amounts of RENT. */
export function SalesFigures({ sold, totalSupply }: SalesFiguresProps) {
  return (
    <FiguresFrame>
      <Figures>
        <div>
          <dt>SOLD</dt>
          <dd>{formatRent(sold)}</dd>
        </div>
        <div>
          <dt>TOTAL</dt>
          <dd>{formatRent(totalSupply)}</dd>
        </div>
      </Figures>
    </FiguresFrame>
  );
}
