import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../lib/use-document-title';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.4rem, 1.1rem + 1.2vw, 1.9rem);
  line-height: 1.2;
`;

const Lead = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface PageHeaderProps {
  title: string;
  children?: ReactNode;
}

/** The page's one <h1>, an introduction below it, and the browser tab title to match. */
export function PageHeader({ title, children }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Header>
      <Title>{title}</Title>
      {children ? <Lead>{children}</Lead> : null}
    </Header>
  );
}
