import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PhaseTable, type SchedulePhase } from './phase-table';

const phases: SchedulePhase[] = [
  {
    name: 'Pre-Sale',
    start: '2025-06-30T18:30:00.000Z',
    end: '2025-08-14T18:29:59.000Z',
    bonusPercent: 25,
    status: 'ENDED',
  },
  {
    name: 'Phase 1',
    start: '2025-08-14T18:30:00.000Z',
    end: '2025-10-13T18:29:59.000Z',
    bonusPercent: 15,
    status: 'RUNNING',
  },
  {
    name: 'Phase 2',
    start: '2025-10-13T18:30:00.000Z',
    end: '2025-12-30T18:29:59.000Z',
    bonusPercent: 5,
    status: 'UPCOMING',
  },
];

const cellsOf = (phase: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${phase}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('PhaseTable', () => {
  it('has a column for each fact of a phase', () => {
    renderWithProviders(<PhaseTable phases={phases} price="1000" />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Phase', 'Start', 'End', 'Status', 'Price', 'Bonus']);
  });

  it('lists every phase with its dates in India Standard Time, price and bonus', () => {
    renderWithProviders(<PhaseTable phases={phases} price="1000" />);
    expect(screen.getByRole('rowheader', { name: 'Pre-Sale' })).toBeInTheDocument();
    expect(cellsOf('Pre-Sale')).toEqual([
      '01 Jul 2025, 12:00 AM IST',
      '14 Aug 2025, 11:59 PM IST',
      'Ended',
      '₹1000',
      '25%',
    ]);
    expect(cellsOf('Phase 2')).toEqual([
      '14 Oct 2025, 12:00 AM IST',
      '30 Dec 2025, 11:59 PM IST',
      'Upcoming',
      '₹1000',
      '5%',
    ]);
  });

  it('shows the status the gateway gives each phase', () => {
    renderWithProviders(<PhaseTable phases={phases} price="1000" />);
    expect(cellsOf('Phase 1')[2]).toBe('Running');
  });

  it('labels each value for the stacked layout of phones', () => {
    renderWithProviders(<PhaseTable phases={phases} price="1000" />);
    const labels = within(screen.getByRole('row', { name: /^Phase 1/ }))
      .getAllByRole('cell')
      .map((cell) => cell.dataset.label);
    expect(labels).toEqual(['Start', 'End', 'Status', 'Price', 'Bonus']);
  });
});
