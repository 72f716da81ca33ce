import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { ScrollToTop } from './scroll-to-top';
import { TopBar } from './top-bar';

// Below the fold on every screen, so it does not hold up the first one.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.sidebar + 1};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};

  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}`};

  &:focus {
    outline: none;
  }
`;

/** The frame around every screen: top bar, the page itself, footer. */
export function AppLayout() {
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <TopBar />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollToTop />
    </Shell>
  );
}
