import styled, { type DefaultTheme } from 'styled-components';
import { formatIndianNumber } from '../../../lib/format-number';

// Where the cap markers sit on the bar (SPEC.md §9 gives the bar's parts as 85 % and 15 %).
const SOFT_CAP_POSITION = '15%';
const HARD_CAP_POSITION = '85%';

const Track = styled.div`
  position: relative;
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${({ theme }) => `${theme.colors.primary}, #3b62c4`});
`;

type Cap = 'soft' | 'hard';

const capColour = (theme: DefaultTheme, cap: Cap) =>
  cap === 'soft' ? theme.colors.accent : theme.colors.navy;

const Marker = styled.span<{ $at: string; $cap: Cap }>`
  position: absolute;
  top: -4px;
  bottom: -4px;
  left: ${({ $at }) => $at};
  width: 3px;
  border-radius: 2px;
  background: ${({ theme, $cap }) => capColour(theme, $cap)};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Swatch = styled.span<{ $cap: Cap }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: ${({ theme }) => theme.space(1.5)};
  border-radius: 2px;
  background: ${({ theme, $cap }) => capColour(theme, $cap)};
`;

interface SaleProgressBarProps {
  percent: number;
  /** The share as the card writes it, such as "8.82%" or "<0.01%". */
  percentText: string;
  softCap: string;
  hardCap: string;
}

/** How much of the hard cap is sold, with the soft and hard cap marked on the bar. */
export function SaleProgressBar({ percent, percentText, softCap, hardCap }: SaleProgressBarProps) {
  return (
    <div>
      <Track
        role="progressbar"
        aria-label="Tokens sold"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percentText} of the hard cap sold`}
      >
        <Fill style={{ width: `${percent}%` }} />
        <Marker $at={SOFT_CAP_POSITION} $cap="soft" aria-hidden="true" />
        <Marker $at={HARD_CAP_POSITION} $cap="hard" aria-hidden="true" />
      </Track>
      <Legend>
        <li>
          <Swatch $cap="soft" aria-hidden="true" />
          Soft cap {formatIndianNumber(softCap)}
        </li>
        <li>
          <Swatch $cap="hard" aria-hidden="true" />
          Hard cap {formatIndianNumber(hardCap)}
        </li>
      </Legend>
    </div>
  );
}
