import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../styles/theme';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

interface BuyLayoutProps {
  children: ReactNode;
  sidebar: ReactNode;
}

/** The three steps, with the balance and the sale's facts beside them (below on phones). */
export function BuyLayout({ children, sidebar }: BuyLayoutProps) {
  return (
    <Grid>
      <Column>{children}</Column>
      <Column as="aside" aria-label="Balance and pre-sale">
        {sidebar}
      </Column>
    </Grid>
  );
}
