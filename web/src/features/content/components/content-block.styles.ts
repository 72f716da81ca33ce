import { cardRowsBelow } from '../../../components/card-rows';
import styled, { css } from 'styled-components';

export const Paragraph = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: 1.5em;

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export const TableScroller = styled.div`
  container-type: inline-size;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

// A table with many columns keeps each cell on one line; on a phone every table's rows are cards.
export const Table = styled.table<{ $wide: boolean }>`
  ${cardRowsBelow('34rem')}

  width: 100%;
  white-space: ${({ $wide }) => ($wide ? 'nowrap' : 'normal')};
  border-collapse: collapse;
  font-size: 0.9375rem;
  line-height: 1.5;

  caption {
    white-space: normal;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    font-weight: 600;
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    white-space: nowrap;
  }

  tbody th {
    font-weight: 600;
  }
`;

const calloutTones = {
  note: css`
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  `,
  warning: css`
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  `,
};

export const Callout = styled.div<{ $tone: keyof typeof calloutTones }>`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $tone }) => calloutTones[$tone]}
`;

export const CalloutTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-weight: 700;
`;

export const CalloutText = styled.p`
  margin: 0;
`;
