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

interface ProfileLayoutProps {
  children: ReactNode;
  /** Panels about the account beside the tabs; each capability adds its own. */
  sidebar: ReactNode;
}

/** The tabs and their cards, with the account's panels beside them (below on phones). */
export function ProfileLayout({ children, sidebar }: ProfileLayoutProps) {
  return (
    <Grid>
      <Column>{children}</Column>
      <Column as="aside" aria-label="Account">
        {sidebar}
      </Column>
    </Grid>
  );
}
