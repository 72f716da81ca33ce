import { describe, expect, it } from 'vitest';
import { demoSale, liveSale } from './live-sale.mjs';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the sales npm start can run instead of the default', () => {
  it('runs the live sale from midnight IST yesterday', () => {
    expect(liveSale(NOW).phases[0]?.start).toBe('2026-11-25T18:30:00.000Z');
  });

  it('runs the demo sale in three ten-day phases, the last one begun yesterday', () => {
    const sale = demoSale(NOW);
    expect(
      sale.phases.map(({ name, start, end, bonusPercent }) => [name, start, end, bonusPercent]),
    ).toEqual([
      ['Pre-Sale', '2026-11-05T18:30:00.000Z', '2026-11-15T18:29:59.000Z', 25],
      ['Phase 1', '2026-11-15T18:30:00.000Z', '2026-11-25T18:29:59.000Z', 15],
      ['Phase 2', '2026-11-25T18:30:00.000Z', '2026-12-05T18:29:59.000Z', 5],
    ]);
    expect(sale.saleEnd).toBe('2026-12-05T18:29:59.000Z');
  });
});
