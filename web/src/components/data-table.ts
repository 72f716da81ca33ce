import styled from 'styled-components';
import { visuallyHidden } from './visually-hidden';

/**
 * The product's tables: figures in aligned digits, a caption for screen readers only, quiet
 * upper-case column headings and a rule under each row. Screens extend it with their columns.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  caption {
    ${visuallyHidden}
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }

  thead th {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
