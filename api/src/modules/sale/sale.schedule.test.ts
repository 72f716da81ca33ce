import { describe, expect, it } from 'vitest';
import { defaultSaleDefinition } from './sale.definition.js';
import { bonusFor, phaseAt, phaseStatus } from './sale.schedule.js';

const { phases } = defaultSaleDefinition();
const at = (iso: string) => new Date(iso);
const statuses = (iso: string) => phases.map((phase) => phaseStatus(phase, at(iso)));

describe('phase status', () => {
  it('shows every phase upcoming before the pre-sale starts', () => {
    expect(statuses('2025-06-30T18:29:59.999Z')).toEqual(['UPCOMING', 'UPCOMING', 'UPCOMING']);
    expect(phaseAt(phases, at('2025-06-30T18:29:59.999Z'))).toBeNull();
  });

  it('starts the pre-sale at its first instant', () => {
    expect(statuses('2025-06-30T18:30:00.000Z')).toEqual(['RUNNING', 'UPCOMING', 'UPCOMING']);
  });

  it('keeps the pre-sale running through the whole of its last second', () => {
    expect(statuses('2025-08-14T18:29:59.999Z')).toEqual(['RUNNING', 'UPCOMING', 'UPCOMING']);
    expect(phaseAt(phases, at('2025-08-14T18:29:59.999Z'))?.name).toBe('Pre-Sale');
  });

  it('hands over to phase 1 with no gap', () => {
    expect(statuses('2025-08-14T18:30:00.000Z')).toEqual(['ENDED', 'RUNNING', 'UPCOMING']);
    expect(phaseAt(phases, at('2025-08-14T18:30:00.000Z'))?.name).toBe('Phase 1');
  });

  it('hands over to phase 2 with no gap', () => {
    expect(phaseAt(phases, at('2025-10-13T18:29:59.999Z'))?.name).toBe('Phase 1');
    expect(phaseAt(phases, at('2025-10-13T18:30:00.000Z'))?.name).toBe('Phase 2');
  });

  it('ends every phase once the sale is over', () => {
    expect(statuses('2025-12-30T18:29:59.999Z')).toEqual(['ENDED', 'ENDED', 'RUNNING']);
    expect(statuses('2025-12-30T18:30:00.000Z')).toEqual(['ENDED', 'ENDED', 'ENDED']);
    expect(phaseAt(phases, at('2025-12-30T18:30:00.000Z'))).toBeNull();
  });
});

describe('bonus rule', () => {
  it('gives the bonus percent of the phase running at the purchase', () => {
    expect(bonusFor(phases, '100', at('2025-07-15T00:00:00Z'))).toBe('25');
    expect(bonusFor(phases, '100', at('2025-09-01T00:00:00Z'))).toBe('15');
    expect(bonusFor(phases, '100', at('2025-11-01T00:00:00Z'))).toBe('5');
  });

  it('counts only whole base tokens', () => {
    expect(bonusFor(phases, '7.99', at('2025-07-15T00:00:00Z'))).toBe('1.75');
    expect(bonusFor(phases, 7n, at('2025-07-15T00:00:00Z'))).toBe('1.75');
  });

  it('keeps fractional bonuses exact', () => {
    expect(bonusFor(phases, '3', at('2025-11-01T00:00:00Z'))).toBe('0.15');
    expect(bonusFor(phases, '1', at('2025-09-01T00:00:00Z'))).toBe('0.15');
    expect(bonusFor(phases, '9007199254740993', at('2025-11-01T00:00:00Z'))).toBe(
      '450359962737049.65',
    );
  });

  it('gives no bonus outside every phase', () => {
    expect(bonusFor(phases, '100', at('2025-06-01T00:00:00Z'))).toBe('0');
    expect(bonusFor(phases, '100', at('2026-01-01T00:00:00Z'))).toBe('0');
  });

  it('uses the phase of the exact purchase instant at a boundary', () => {
    expect(bonusFor(phases, '20', at('2025-08-14T18:29:59.999Z'))).toBe('5');
    expect(bonusFor(phases, '20', at('2025-08-14T18:30:00.000Z'))).toBe('3');
  });

  it('refuses a negative base', () => {
    expect(() => bonusFor(phases, '-1', at('2025-07-15T00:00:00Z'))).toThrow(RangeError);
  });
});
