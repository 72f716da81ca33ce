import styled from 'styled-components';
import { visuallyHidden, visuallyShown } from '../../../components/visually-hidden';
import { media } from '../../../styles/theme';

// Below the lg breakpoint the table's rows are laid out as cards, each cell led by its column
// name (from data-label). Browsers drop table semantics from re-displayed table elements, so the
// table restates its roles explicitly.

export const TableFrame = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    padding: ${({ theme }) => theme.space(4)};
    text-align: left;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* Kept for screen readers on phones, where each cell shows its own label instead. */
  thead {
    ${visuallyHidden}
  }

  thead th {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 0.85rem;
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${media.lg} {
    thead {
      ${visuallyShown}
    }
  }
`;

export const Row = styled.tr<{ $running: boolean }>`
  display: block;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $running }) => ($running ? theme.colors.accentSoft : 'transparent')};

  ${media.lg} {
    display: table-row;
    padding: 0;
  }

  & > td,
  & > th {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
    text-align: right;

    &::before {
      content: attr(data-label);
      font-weight: 600;
      text-align: left;
      color: ${({ theme }) => theme.colors.textMuted};
    }

    ${media.lg} {
      display: table-cell;
      padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
      text-align: left;
      white-space: nowrap;

      &::before {
        content: none;
      }
    }
  }
`;
