import { describe, expect, it } from 'vitest';
import { DEFAULT_SALE } from './default-sale.js';
import { isSaleOpen, nextStageChangeMs, phaseAt, phaseStatus, saleStageAt } from './schedule.js';

const sale = DEFAULT_SALE;
const [preSale] = sale.phases;

describe('the sale calendar', () => {
  it('judges a phase by its first instant and the second after its last', () => {
    expect(phaseStatus(preSale!, '2025-06-30T18:29:59.999Z')).toBe('UPCOMING');
    expect(phaseStatus(preSale!, '2025-06-30T18:30:00.000Z')).toBe('RUNNING');
    expect(phaseStatus(preSale!, Date.parse('2025-08-14T18:29:59.999Z'))).toBe('RUNNING');
    expect(phaseStatus(preSale!, new Date('2025-08-14T18:30:00.000Z'))).toBe('ENDED');
  });

  it('finds the phase that holds an instant, none outside them', () => {
    expect(phaseAt(sale.phases, '2025-08-14T18:30:00.000Z')?.name).toBe('Phase 1');
    expect(phaseAt(sale.phases, '2025-06-30T18:29:59.999Z')).toBeNull();
    expect(phaseAt(sale.phases, '2025-12-30T18:30:00.000Z')).toBeNull();
  });

  it('tells the stages apart and names the instant each one ends', () => {
    const before = saleStageAt(sale, '2025-06-01T00:00:00.000Z');
    expect(before).toEqual({ stage: 'before', opensAtMs: Date.parse('2025-06-30T18:30:00.000Z') });
    expect(nextStageChangeMs(before)).toBe(Date.parse('2025-06-30T18:30:00.000Z'));

    const open = saleStageAt(sale, '2025-12-30T18:29:59.999Z');
    expect(open).toEqual({ stage: 'open', closesAtMs: Date.parse('2025-12-30T18:30:00.000Z') });
    expect(isSaleOpen(sale, '2025-12-30T18:29:59.999Z')).toBe(true);

    const ended = saleStageAt(sale, '2025-12-30T18:30:00.000Z');
    expect(ended).toEqual({ stage: 'ended' });
    expect(nextStageChangeMs(ended)).toBeNull();
    expect(isSaleOpen(sale, '2025-12-30T18:30:00.000Z')).toBe(false);
  });

  it('reads a sale without phases as open until its end', () => {
    expect(saleStageAt({ phases: [], saleEnd: '2030-01-01T00:00:00Z' }, 0).stage).toBe('open');
  });
});
