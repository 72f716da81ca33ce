import styled from 'styled-components';
import { media } from '../styles/theme';

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// On phones the tabs share the width and a long name wraps; wider screens size them to their names.
export const Tab = styled.button`
  flex: 1 1 0;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }

  ${media.sm} {
    flex: none;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  }
`;

export const TabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space(5)};
`;
