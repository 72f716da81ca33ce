import { css } from 'styled-components';
import { visuallyHidden } from './visually-hidden';

/**
 * Below `width` of its container, a table's rows become cards: the row's heading cell on top, then
 * each cell under the label its `data-label` names, so nothing scrolls sideways on a phone. The
 * container is the element with `container-type: inline-size` around the table. Browsers drop
 * table semantics from re-displayed table elements, so tables using this restate their roles.
 */
export const cardRowsBelow = (width: string) => css`
  @container (max-width: ${width}) {
    thead {
      ${visuallyHidden}
    }

    tbody tr[hidden] {
      display: none;
    }

    tbody tr {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space(1.5)};
      padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
      border-top: 1px solid ${({ theme }) => theme.colors.border};
      white-space: normal;
    }

    tbody th,
    tbody td {
      display: block;
      padding: 0;
      border: 0;
      white-space: normal;
      overflow-wrap: anywhere;
    }

    tbody td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.04em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.textMuted};
    }

    tbody th {
      order: -1;
      font-size: 1.05rem;
    }

    tbody td[data-label] {
      display: grid;
      grid-template-columns: minmax(7rem, 40%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(2)};
      align-items: baseline;
    }
  }
`;
