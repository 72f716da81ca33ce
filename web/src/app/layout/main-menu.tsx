import styled from 'styled-components';
import { useSession } from '../../lib/session/session-context';
import { media } from '../../styles/theme';
import { MenuLink } from './menu-link';
import { mainMenuFor, wideMenuFrom } from './menu-items';

const Nav = styled.nav<{ $from: keyof typeof media }>`
  display: none;

  ${({ $from }) => media[$from]} {
    display: block;
    margin-right: auto;
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The horizontal menu of tablets and desktops; phones use the sidebar instead. */
export function MainMenu() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <Nav aria-label="Main menu" $from={wideMenuFrom(signedIn)}>
      <List>
        {mainMenuFor(signedIn).map(({ label, href }) => (
          <li key={href}>
            <MenuLink to={href}>{label}</MenuLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
