import type { SalePhaseStatus } from '../../../gql/graphql';
import { formatIstDateTime, formatPercent, formatPrice } from '@rent/sale-rules';
import { PhaseStatusBadge } from './phase-status-badge';
import {
  ColumnCells,
  ColumnHeadings,
  headingsOf,
  type TableColumn,
} from '../../../components/table-columns';
import { Row, Table, TableFrame } from './phase-table-frame';

export interface SchedulePhase {
  name: string;
  start: string;
  end: string;
  bonusPercent: number;
  status: SalePhaseStatus;
}

interface PhaseTableProps {
  phases: readonly SchedulePhase[];
  /** Rupees per RENT, the same in every phase. */
  price: string;
}

// The phase's name heads its row; the price is the same in every phase.
const columns = (price: string): readonly TableColumn<SchedulePhase>[] => [
  { heading: 'Start', cell: (phase) => formatIstDateTime(phase.start) },
  { heading: 'End', cell: (phase) => formatIstDateTime(phase.end) },
  { heading: 'Status', cell: (phase) => <PhaseStatusBadge status={phase.status} /> },
  { heading: 'Price', cell: () => formatPrice(price) },
  { heading: 'Bonus', cell: (phase) => formatPercent(phase.bonusPercent) },
];

/** The sale's schedule; on phones every phase becomes a card of labelled values. */
export function PhaseTable({ phases, price }: PhaseTableProps) {
  const cells = columns(price);
  return (
    <TableFrame>
      <Table role="table">
        <caption>Pre-sale phases, with dates in India Standard Time</caption>
        <ColumnHeadings columns={['Phase', ...headingsOf(cells)]} />
        <tbody role="rowgroup">
          {phases.map((phase) => (
            <Row key={phase.name} role="row" $running={phase.status === 'RUNNING'}>
              <th scope="row" role="rowheader" data-label="Phase">
                {phase.name}
              </th>
              <ColumnCells columns={cells} row={phase} />
            </Row>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
