import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { media } from '../../../styles/theme';

const Panel = styled.section`
  width: 100%;
  max-width: 460px;
  margin: 0 auto;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.md} {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};

  h1 {
    margin: 0;
    font-size: 1.6rem;
    line-height: 1.2;
  }
`;

const Intro = styled.p`
  margin: ${({ theme }) => `calc(-1 * ${theme.space(3)}) 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the account screens: the tagline, the screen's title and one focused task. */
export function AuthLayout({ title, intro, footer, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <Panel aria-labelledby="auth-title">
      <Banner>Join the Future of Land Ownership</Banner>
      <Body>
        <h1 id="auth-title">{title}</h1>
        {intro ? <Intro>{intro}</Intro> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Body>
    </Panel>
  );
}
