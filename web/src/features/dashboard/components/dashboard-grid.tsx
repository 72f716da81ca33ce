import styled from 'styled-components';
import { media } from '../../../styles/theme';

// Cards flow in reading order, so a card that is absent (not loaded, or for signed-in investors
// only) leaves no hole. On wide screens a signed-in investor's token statistics sit between the
// calculator and the token information.
export const DashboardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: stretch;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** How wide a card is on large screens: one column, two, or the whole row. */
export type SlotWidth = 'single' | 'double' | 'full';

export const DashboardSlot = styled.div<{ $width?: SlotWidth }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  grid-column: ${({ $width }) => ($width === 'full' ? '1 / -1' : 'auto')};

  ${media.lg} {
    grid-column: ${({ $width }) =>
      $width === 'full' ? '1 / -1' : $width === 'double' ? 'span 2' : 'auto'};
  }

  & > section {
    flex: 1;
  }
`;
