import styled from 'styled-components';
import { media } from '../../styles/theme';

export const MenuAnchor = styled.div`
  position: relative;
  min-width: 0;
`;

export const MenuButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  svg {
    flex: none;
  }
`;

export const Greeting = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.2;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }

  /* A long name wraps onto a second line rather than losing its end; past two lines the
     dropdown, which names the investor in full, has the rest. */
  strong {
    display: -webkit-box;
    max-width: 40vw;
    overflow: hidden;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;

    ${media.md} {
      max-width: 11rem;
    }
  }
`;
