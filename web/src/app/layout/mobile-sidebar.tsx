import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '../../components/line-icon';
import { Logo } from '../../components/logo';
import { focusableElements, keepFocusInside } from '../../lib/focus-trap';
import { useSession } from '../../lib/session/session-context';
import { media } from '../../styles/theme';
import { MenuLink } from './menu-link';
import { kycMenuItem, mainMenuFor, wideMenuFrom } from './menu-items';
import { SidebarBackdrop, SidebarHeader, SidebarPanel } from './mobile-sidebar-frame';

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
`;

const Wrapper = styled.div<{ $hideFrom: keyof typeof media }>`
  ${({ $hideFrom }) => media[$hideFrom]} {
    display: none;
  }
`;

interface MobileSidebarProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The phone menu: the main links plus KYC Application, sliding in from the left. */
export function MobileSidebar({ id, open, onClose }: MobileSidebarProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const signedIn = useSession().status === 'signed-in';
  const items = [...mainMenuFor(signedIn), kycMenuItem];

  useEffect(() => {
    if (open && panelRef.current) focusableElements(panelRef.current)[0]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, onClose]);

  return (
    <Wrapper $hideFrom={wideMenuFrom(signedIn)}>
      <SidebarBackdrop $open={open} onClick={onClose} aria-hidden="true" />
      <SidebarPanel
        ref={panelRef}
        id={id}
        $open={open}
        inert={!open}
        onKeyDown={(event) => panelRef.current && keepFocusInside(panelRef.current, event)}
      >
        <SidebarHeader>
          <Logo />
          <button type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </SidebarHeader>
        <nav aria-label="Mobile menu">
          <Links>
            {items.map(({ label, href }) => (
              <li key={href}>
                <MenuLink to={href} onClick={onClose}>
                  {label}
                </MenuLink>
              </li>
            ))}
          </Links>
        </nav>
      </SidebarPanel>
    </Wrapper>
  );
}
