import styled from 'styled-components';
import { DataTable } from '../data-table';
import { visuallyHidden } from '../visually-hidden';

// The table sizes itself to its container, not the screen: in a narrow dashboard card or on a
// phone each order becomes a small card (tokens and status on top, amount and type below, then the
// date), and with room to spare it is a plain table. Browsers drop table semantics from
// re-displayed table elements, so the table restates its roles explicitly.
const NARROW = '(max-width: 34rem)';

export const TableFrame = styled.div`
  container-type: inline-size;
`;

export const Table = styled(DataTable)`
  tbody tr:last-child td {
    border-bottom: 0;
  }

  td[data-col='tokens'] {
    font-weight: 700;
  }

  td[data-col='date'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  td[data-col='action'] {
    text-align: right;
  }

  @container ${NARROW} {
    thead {
      ${visuallyHidden}
    }

    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas:
        'tokens status'
        'amount type'
        'date action';
      align-items: center;
      gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
      padding: ${({ theme }) => `${theme.space(3)} 0`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    tbody tr:last-child {
      border-bottom: 0;
    }

    td {
      display: block;
      padding: 0;
      border: 0;
    }

    td[data-col='tokens'] {
      grid-area: tokens;
      font-size: 1.05rem;
    }

    td[data-col='amount'] {
      grid-area: amount;
    }

    td[data-col='date'] {
      grid-area: date;
      font-size: 0.875rem;
    }

    td[data-col='type'] {
      grid-area: type;
      justify-self: end;
    }

    td[data-col='status'] {
      grid-area: status;
      justify-self: end;
    }

    td[data-col='action'] {
      grid-area: action;
      justify-self: end;
    }
  }
`;

export const DetailsButton = styled.button`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;
