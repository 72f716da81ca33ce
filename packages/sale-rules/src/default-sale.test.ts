import { describe, expect, it } from 'vitest';
import { DEFAULT_SALE, defaultPhaseLengthsMs, defaultSaleFrom } from './default-sale.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the default sale', () => {
  it('is the RENT pre-sale of SPEC.md §9', () => {
    expect(DEFAULT_SALE).toEqual({
      tokenName: 'Real Estate Network Token',
      symbol: 'RENT',
      tokenStandard: 'BEP20',
      price: '1000',
      currency: 'INR',
      hardCap: '14000000',
      softCap: '1400000',
      totalSupply: '14000000',
      saleEnd: '2025-12-30T18:29:59.000Z',
      phases: [
        {
          name: 'Pre-Sale',
          start: '2025-06-30T18:30:00.000Z',
          end: '2025-08-14T18:29:59.000Z',
          bonusPercent: 25,
        },
        {
          name: 'Phase 1',
          start: '2025-08-14T18:30:00.000Z',
          end: '2025-10-13T18:29:59.000Z',
          bonusPercent: 15,
        },
        {
          name: 'Phase 2',
          start: '2025-10-13T18:30:00.000Z',
          end: '2025-12-30T18:29:59.000Z',
          bonusPercent: 5,
        },
      ],
    });
  });

  it('runs Pre-Sale 45 days at 25 %, Phase 1 60 days at 15 %, Phase 2 78 days at 5 %', () => {
    expect(defaultPhaseLengthsMs().map((length) => length / DAY_MS)).toEqual([45, 60, 78]);
    expect(DEFAULT_SALE.phases.map((phase) => phase.bonusPercent)).toEqual([25, 15, 5]);
    expect(DEFAULT_SALE.saleEnd).toBe(DEFAULT_SALE.phases.at(-1)?.end);
  });

  it('moves in time without a gap between phases', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const sale = defaultSaleFrom(start);
    expect(sale.phases.map(({ start: begins, end }) => [begins, end])).toEqual([
      ['2026-01-01T00:00:00.000Z', '2026-02-14T23:59:59.000Z'],
      ['2026-02-15T00:00:00.000Z', '2026-04-15T23:59:59.000Z'],
      ['2026-04-16T00:00:00.000Z', '2026-07-02T23:59:59.000Z'],
    ]);
    expect(sale.saleEnd).toBe('2026-07-02T23:59:59.000Z');
    expect(sale.price).toBe(DEFAULT_SALE.price);
  });

  it('is the default sale again when started where it starts', () => {
    expect(defaultSaleFrom(Date.parse(DEFAULT_SALE.phases[0]!.start))).toEqual(DEFAULT_SALE);
  });

  it('can give every phase the same length', () => {
    const sale = defaultSaleFrom(0, { phaseLengthMs: 10 * DAY_MS });
    expect(sale.phases.map((phase) => phase.end)).toEqual([
      '1970-01-10T23:59:59.000Z',
      '1970-01-20T23:59:59.000Z',
      '1970-01-30T23:59:59.000Z',
    ]);
  });
});
