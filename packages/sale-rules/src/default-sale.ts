// The RENT pre-sale of SPEC.md §9 (reading B names on reading A's UTC instants): the sale the api
// runs unless SALE_CONFIG names another, in SALE_CONFIG's JSON shape. Local runs and tests that
// need a sale running now move the same schedule in time with `defaultSaleFrom`.

export interface SalePhaseText {
  readonly name: string;
  /** ISO 8601 instant the phase begins. */
  readonly start: string;
  /** ISO 8601 instant of the last whole second of the phase. */
  readonly end: string;
  readonly bonusPercent: number;
}

export interface SaleText {
  readonly tokenName: string;
  readonly symbol: string;
  readonly tokenStandard: string;
  /** Rupees per token, decimal text. */
  readonly price: string;
  readonly currency: 'INR';
  readonly hardCap: string;
  readonly softCap: string;
  readonly totalSupply: string;
  readonly saleEnd: string;
  readonly phases: readonly SalePhaseText[];
}

export const DEFAULT_SALE: SaleText = {
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
};

const SECOND_MS = 1000;

/** How long each phase of the default sale lasts, in milliseconds (its last second included). */
export function defaultPhaseLengthsMs(): number[] {
  return DEFAULT_SALE.phases.map(
    (phase) => Date.parse(phase.end) + SECOND_MS - Date.parse(phase.start),
  );
}

export interface MovedSaleOptions {
  /** Length of every phase in milliseconds, in place of the default sale's own lengths. */
  phaseLengthMs?: number;
}

/**
 * The default sale with its first phase starting at `startMs` (epoch milliseconds), the phases
 * following each other without a gap and the sale ending with the last phase.
 */
export function defaultSaleFrom(startMs: number, options: MovedSaleOptions = {}): SaleText {
  const lengths = defaultPhaseLengthsMs();
  let start = startMs;
  const phases = DEFAULT_SALE.phases.map(({ name, bonusPercent }, index) => {
    const length = options.phaseLengthMs ?? lengths[index] ?? 0;
    const phase = {
      name,
      start: new Date(start).toISOString(),
      end: new Date(start + length - SECOND_MS).toISOString(),
      bonusPercent,
    };
    start += length;
    return phase;
  });
  return { ...DEFAULT_SALE, saleEnd: phases.at(-1)?.end ?? DEFAULT_SALE.saleEnd, phases };
}
