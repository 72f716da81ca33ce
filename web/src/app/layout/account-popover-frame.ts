import styled from 'styled-components';

export const Popover = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: 240px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

/** Whose account the dropdown belongs to, the name in full. */
export const Holder = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(1)};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

export const Balance = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  a:focus,
  button:hover,
  button:focus {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
