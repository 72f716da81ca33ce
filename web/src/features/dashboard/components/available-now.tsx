import styled from 'styled-components';
import { formatRent } from '@rent/sale-rules';

const Line = styled.p`
  margin: 0;
  overflow-wrap: anywhere;

  strong {
    font-weight: 600;
  }
`;

const Held = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AvailableNowProps {
  /** RENT a new order can still take now, bonuses included. */
  available: string;
  /** RENT set aside for orders awaiting payment or review: neither sold nor available. */
  held: string;
}

/**
 * What a new order can still take, beside what is sold: tokens held by orders awaiting payment are
 * counted in neither, so without this line the sold figure and a refusal seem to disagree.
 */
export function AvailableNow({ available, held }: AvailableNowProps) {
  // A decimal string holds something exactly when one of its digits is not zero.
  const somethingHeld = /[1-9]/.test(held);
  return (
    <Line>
      Available now: <strong>{formatRent(available)}</strong>
      {somethingHeld ? (
        <Held> — {formatRent(held)} are set aside for orders awaiting payment or review</Held>
      ) : null}
    </Line>
  );
}
