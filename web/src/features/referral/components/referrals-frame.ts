import styled from 'styled-components';

/** A white panel of the referral screen. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);

  &[aria-busy='true'] table {
    opacity: 0.6;
  }

  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Count = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A message in the middle of the panel, with what can be done about it. */
export const PanelMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(2)}`};
  text-align: center;

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }

  p {
    margin: 0;
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** The referral link, left-aligned inside a centred message. */
export const LinkBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(100%, 40rem);
  text-align: left;
`;
