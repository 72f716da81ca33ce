import type { ReactNode } from 'react';

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
