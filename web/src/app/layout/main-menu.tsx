import styled from 'styled-components';
import { media } from '../../styles/theme';
import { MenuLink } from './menu-link';
import { mainMenuItems } from './menu-items';

const Nav = styled.nav`
  display: none;

  ${media.md} {
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
  return (
    <Nav aria-label="Main menu">
      <List>
        {mainMenuItems.map(({ label, href, end }) => (
          <li key={href}>
            <MenuLink to={href} end={end}>
              {label}
            </MenuLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
