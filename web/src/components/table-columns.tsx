import type { ReactNode } from 'react';

/**
 * A column of a table whose rows become cards on a phone: its name, written once for the header
 * and for the label each cell shows on the card, and what its cell holds for a row.
 */
export interface TableColumn<Row> {
  heading: string;
  /** The name the table's own styles address the cell by (`td[data-col=…]`). */
  col?: string;
  cell: (row: Row) => ReactNode;
}

export const headingsOf = <Row,>(columns: readonly TableColumn<Row>[]): string[] =>
  columns.map((column) => column.heading);

/**
 * A table's head: a column header for each name, then `children` (such as a header whose name only
 * screen readers hear). The roles are restated because tables shown as cards on phones lose them.
 */
export function ColumnHeadings(props: { columns: readonly string[]; children?: ReactNode }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {props.columns.map((column) => (
          <th key={column} scope="col" role="columnheader">
            {column}
          </th>
        ))}
        {props.children}
      </tr>
    </thead>
  );
}

/** A row's cells, one for each column, each labelled with its column's name for the phone card. */
export function ColumnCells<Row>(props: { columns: readonly TableColumn<Row>[]; row: Row }) {
  return props.columns.map((column) => (
    <td key={column.heading} role="cell" data-col={column.col} data-label={column.heading}>
      {column.cell(props.row)}
    </td>
  ));
}
