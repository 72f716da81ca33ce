import type { SalePhaseStatus } from '../../../gql/graphql';
import { formatIstDateTime, formatPercent, formatPrice } from '@rent/sale-rules';
import { PhaseStatusBadge } from './phase-status-badge';
import { ColumnHeadings } from '../../../components/column-headings';
import { Cell, Row, Table, TableFrame } from './phase-table-frame';

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

const COLUMNS = ['Phase', 'Start', 'End', 'Status', 'Price', 'Bonus'] as const;

/** The sale's schedule; on phones every phase becomes a card of labelled values. */
export function PhaseTable({ phases, price }: PhaseTableProps) {
  return (
    <TableFrame>
      <Table role="table">
        <caption>Pre-sale phases, with dates in India Standard Time</caption>
        <ColumnHeadings columns={COLUMNS} />
        <tbody role="rowgroup">
          {phases.map((phase) => (
            <Row key={phase.name} role="row" $running={phase.status === 'RUNNING'}>
              <Cell as="th" scope="row" role="rowheader" data-label="Phase">
                {phase.name}
              </Cell>
              <Cell role="cell" data-label="Start">
                {formatIstDateTime(phase.start)}
              </Cell>
              <Cell role="cell" data-label="End">
                {formatIstDateTime(phase.end)}
              </Cell>
              <Cell role="cell" data-label="Status">
                <PhaseStatusBadge status={phase.status} />
              </Cell>
              <Cell role="cell" data-label="Price">
                {formatPrice(price)}
              </Cell>
              <Cell role="cell" data-label="Bonus">
                {formatPercent(phase.bonusPercent)}
              </Cell>
            </Row>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
