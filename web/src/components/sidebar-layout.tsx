import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../styles/theme';

/** The main part at two thirds of a wide screen and what goes beside it at one third; stacked on phones. */
export const SidebarGrid = styled.div`
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

interface SidebarLayoutProps {
  children: ReactNode;
  sidebar: ReactNode;
  /** What the sidebar holds, for screen readers ("Account", "Balance and pre-sale"). */
  sidebarLabel: string;
}

/** A screen's main column with its panels beside it on wide screens, below it on phones. */
export function SidebarLayout({ children, sidebar, sidebarLabel }: SidebarLayoutProps) {
  return (
    <SidebarGrid>
      <Column>{children}</Column>
      <Column as="aside" aria-label={sidebarLabel}>
        {sidebar}
      </Column>
    </SidebarGrid>
  );
}
