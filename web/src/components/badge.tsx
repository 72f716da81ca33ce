import styled from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'neutral' | 'info' | 'danger';

/** A short status word in a coloured pill. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const tones = {
      success: [theme.colors.successSoft, theme.colors.successText],
      warning: [theme.colors.warningSoft, theme.colors.warningText],
      neutral: [theme.colors.surfaceAlt, theme.colors.textMuted],
      info: [theme.colors.accentSoft, theme.colors.accentText],
      danger: [theme.colors.dangerSoft, theme.colors.dangerText],
    } as const;
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;

/** A status in words with its badge beside them, as a card leads with it. */
export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 600;
`;
