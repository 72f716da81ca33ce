import styled from 'styled-components';
import { cardRowsBelow } from '../../../components/card-rows';
import { DataTable } from '../../../components/data-table';

// Seven columns do not fit a tablet: the table scrolls sideways there, and on a phone each
// referred investor becomes a card of labelled figures.
const NARROW = '34rem';

export const TableScroll = styled.div`
  container-type: inline-size;
  overflow-x: auto;
`;

export const Table = styled(DataTable)`
  min-width: 52rem;

  @container (max-width: ${NARROW}) {
    min-width: 0;
  }

  ${cardRowsBelow(NARROW)}

  /* On a card the chevron alone would head the card, cut off from what it opens: it goes to the
     card's foot and says what it does. */
  @container (max-width: ${NARROW}) {
    td[data-col='expand'] {
      order: 1;
    }

    td[data-col='expand'] button {
      width: auto;
      padding: 0 ${({ theme }) => theme.space(3)};
      gap: ${({ theme }) => theme.space(2)};
    }

    td[data-col='expand'] [data-expand-text] {
      display: inline;
    }
  }

  tbody th {
    font-weight: 600;
  }

  td[data-col='email'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  td[data-col='bonus'] {
    font-weight: 700;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 36px;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ExpandButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  [data-expand-text] {
    display: none;
    font: inherit;
    font-size: 0.9rem;
    font-weight: 600;
  }

  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const DetailCell = styled.td`
  && {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(4)}`};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    white-space: normal;
  }
`;
