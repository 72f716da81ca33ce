import styled from 'styled-components';

type Tone = 'danger' | 'success' | 'neutral';

/** A screen's outcome in a coloured panel: a failure, a success, or work in progress. */
export const AuthNotice = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme, $tone }) => {
    const tones = {
      danger: [theme.colors.danger, theme.colors.dangerSoft, theme.colors.dangerText],
      success: [theme.colors.success, theme.colors.successSoft, theme.colors.successText],
      neutral: [theme.colors.border, theme.colors.surfaceAlt, theme.colors.text],
    } as const;
    const [border, background, color] = tones[$tone];
    return `border-color: ${border}; background: ${background}; color: ${color};`;
  }}

  p {
    margin: 0;
  }

  strong {
    font-size: 1.05rem;
  }
`;
