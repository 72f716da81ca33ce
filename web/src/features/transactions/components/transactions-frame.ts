import styled from 'styled-components';

/** The white panel the table, and each of its states, sits in. */
export const TransactionsPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);

  &[aria-busy='true'] table {
    opacity: 0.6;
  }
`;

/** A message in the middle of the panel, with its actions under it. */
export const PanelMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(2)}`};
  text-align: center;

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }

  p {
    margin: 0;
    max-width: 48ch;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;
