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

// At least a screen tall, so that the footer starts below the first screen: while a page's code
// or data is on its way the footer would otherwise sit in view and jump away when the page fills
// in (the layout shift every lazily loaded page paid, 0.1 to 0.5 on a phone).
const Main = styled.main`
  flex: 1 0 auto;
  width: 100%;
  min-height: 100vh;
  min-height: 100dvh;
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
