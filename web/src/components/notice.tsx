import styled from 'styled-components';

/** Something the investor must know, in a tinted box: a warning, or (`info`) what comes next. */
export const Notice = styled.div<{ $tone?: 'warning' | 'info' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone = 'warning' }) =>
    $tone === 'warning' ? theme.colors.warningSoft : theme.colors.accentSoft};
  color: ${({ theme, $tone = 'warning' }) =>
    $tone === 'warning' ? theme.colors.warningText : theme.colors.accentText};

  p {
    margin: 0;
  }

  a {
    color: inherit;
    font-weight: 600;
  }
`;
