import { useId, useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_SALE, formatInr } from '@rent/sale-rules';

const Anchor = styled.span`
  position: relative;
  display: inline-block;

  & > span:first-child {
    border-bottom: 1px dotted currentColor;
    cursor: help;
  }

  [role='tooltip'] {
    position: absolute;
    bottom: calc(100% + 6px);
    left: 50%;
    z-index: 1;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.navy};
    color: #ffffff;
    font-size: 0.8rem;
    font-weight: 600;
    white-space: nowrap;
    transform: translateX(-50%);
    pointer-events: none;
    visibility: hidden;
  }

  &:not([data-dismissed]):hover [role='tooltip'],
  &:not([data-dismissed]) > span:focus + [role='tooltip'] {
    visibility: visible;
  }
`;

/** Rupees paid, with 2 decimals; hovering or focusing it shows the token price (Escape hides it). */
export function OrderAmount({ amountPaid }: { amountPaid: string }) {
  const tipId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <Anchor data-dismissed={dismissed || undefined} onMouseEnter={() => setDismissed(false)}>
      <span
        tabIndex={0}
        aria-describedby={tipId}
        onFocus={() => setDismissed(false)}
        onKeyDown={(event) => setDismissed(dismissed || event.key === 'Escape')}
      >
        {formatInr(amountPaid)}
      </span>
      <span role="tooltip" id={tipId}>
        1 RENT = ₹{DEFAULT_SALE.price}
      </span>
    </Anchor>
  );
}
