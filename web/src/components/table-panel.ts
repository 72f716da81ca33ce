import styled from 'styled-components';
import { CardFrame } from './card';

/** The white panel a table of a screen sits in, with each of its states; dimmed while it reloads. */
export const TablePanel = styled(CardFrame)`
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + 16px);

  &[aria-busy='true'] table {
    opacity: 0.6;
  }
`;

/** A message in the middle of the panel (empty, failed), with what can be done about it. */
export const PanelMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(2)}`};
  text-align: center;

  h2,
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

export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;
