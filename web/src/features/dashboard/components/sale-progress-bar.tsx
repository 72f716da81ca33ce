import styled, { type DefaultTheme } from 'styled-components';
import { formatIndianNumber, percentSold } from '@rent/sale-rules';

// The bar measures tokens sold against the hard cap, so each cap's marker sits where its value
// lies on that scale (decision 0092): the soft cap at soft ÷ hard, the hard cap at the bar's end.
// SPEC.md §9's 15 % and 85 % are kept as the widths of the two legend columns beneath.
const MARKER_WIDTH_PX = 3;

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

const Marker = styled.span<{ $at: number; $cap: Cap }>`
  position: absolute;
  top: -4px;
  bottom: -4px;
  /* Centred on its value, and kept inside the track at either end. */
  left: clamp(
    0px,
    calc(${({ $at }) => $at}% - ${MARKER_WIDTH_PX / 2}px),
    calc(100% - ${MARKER_WIDTH_PX}px)
  );
  width: ${MARKER_WIDTH_PX}px;
  border-radius: 2px;
  background: ${({ theme, $cap }) => capColour(theme, $cap)};
`;

const Legend = styled.ul`
  display: grid;
  grid-template-columns: minmax(max-content, 15%) minmax(max-content, 85%);
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};

  li:last-child {
    text-align: right;
  }

  @media (max-width: 479.98px) {
    grid-template-columns: 1fr;

    li:last-child {
      text-align: left;
    }
  }
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
        <Marker
          $at={percentSold(softCap, hardCap)}
          $cap="soft"
          data-cap="soft"
          aria-hidden="true"
        />
        <Marker $at={100} $cap="hard" data-cap="hard" aria-hidden="true" />
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
