import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-context';
import { AccountActions } from './account-actions';
import { MainMenu } from './main-menu';
import { wideMenuFrom } from './menu-items';
import { MenuToggle } from './menu-toggle';
import { useLiveBalance } from './use-live-balance';

// The phone menu is fetched the first time it is opened, keeping it out of the first load.
const MobileSidebar = lazy(async () => ({
  default: (await import('./mobile-sidebar')).MobileSidebar,
}));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.topBar};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: none;
`;

/** Logo, menu and account actions; on phones the menu moves into a sidebar. */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarId = useId();
  const signedIn = useSession().status === 'signed-in';
  useLiveBalance();

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <Bar>
      <Inner>
        <MenuToggle
          ref={toggleRef}
          expanded={menuOpen}
          controls={menuUsed ? sidebarId : undefined}
          hideFrom={wideMenuFrom(signedIn)}
          onToggle={() => {
            setMenuUsed(true);
            setMenuOpen((open) => !open);
          }}
        />
        <HomeLink to={paths.dashboard.getHref()}>
          <Logo />
        </HomeLink>
        <MainMenu />
        <AccountActions />
      </Inner>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileSidebar id={sidebarId} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </Bar>
  );
}
