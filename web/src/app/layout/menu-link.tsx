import { NavLink } from 'react-router';
import styled from 'styled-components';

/**
 * A menu entry; NavLink marks the current page with aria-current="page", which the style reads. No
 * screen has paths below it (an unknown path such as /buy-token/extra shows the dashboard, SPEC.md
 * §2), so an entry is current on its exact path only.
 */
export const MenuLink = styled(NavLink).attrs({ end: true })`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
  }
`;
