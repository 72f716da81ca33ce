import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnCells, ColumnHeadings, headingsOf, type TableColumn } from './table-columns';

interface Fruit {
  name: string;
  kilos: number;
}

const columns: readonly TableColumn<Fruit>[] = [
  { heading: 'Fruit', cell: (fruit) => fruit.name },
  { heading: 'Weight', col: 'weight', cell: (fruit) => `${fruit.kilos} kg` },
];

describe('table columns', () => {
  it('labels each cell with the header of its column, in the same order', () => {
    render(
      <table>
        <ColumnHeadings columns={headingsOf(columns)} />
        <tbody>
          <tr>
            <ColumnCells columns={columns} row={{ name: 'Mango', kilos: 2 }} />
          </tr>
        </tbody>
      </table>,
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const cells = screen.getAllByRole('cell');
    expect(headers).toEqual(['Fruit', 'Weight']);
    expect(cells.map((cell) => cell.dataset.label)).toEqual(headers);
    expect(cells.map((cell) => cell.textContent)).toEqual(['Mango', '2 kg']);
    expect(within(cells[1]!).getByText('2 kg').dataset.col).toBe('weight');
    expect(cells[0]!.hasAttribute('data-col')).toBe(false);
  });
});
