import { useId } from 'react';
import styled from 'styled-components';
import { useCountdown } from '../../../lib/use-countdown';

// Sits at the foot of its card however tall the card's row is.
const Countdown = styled.div`
  margin-top: auto;
`;

export const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.85rem;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Units = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Unit = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  color: #ffffff;

  strong {
    font-size: 1.4rem;
    font-variant-numeric: tabular-nums;
  }

  span {
    font-size: 0.75rem;
    color: #c3cae0;
  }
`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

interface SaleCountdownProps {
  /** "Sales END IN" while the sale runs (SPEC.md §9), "Sales START IN" before it. */
  heading: string;
  /** The instant counted down to. */
  target: string;
}

/** Days, hours, minutes and seconds until `target`, under its heading. */
export function SaleCountdown({ heading, target }: SaleCountdownProps) {
  const headingId = useId();
  const { days, hours, minutes, seconds } = useCountdown(target);
  const units = [
    { label: 'Days', value: days },
    { label: 'Hours', value: hours },
    { label: 'Minutes', value: minutes },
    { label: 'Seconds', value: seconds },
  ];

  return (
    <Countdown>
      <Heading id={headingId}>{heading}</Heading>
      <Units role="timer" aria-labelledby={headingId}>
        {units.map(({ label, value }) => (
          <Unit key={label}>
            <strong>{twoDigits(value)}</strong>
            <span>{label}</span>
          </Unit>
        ))}
      </Units>
    </Countdown>
  );
}
