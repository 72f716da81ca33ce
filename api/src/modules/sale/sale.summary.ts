// The sale a starting api runs, in one log line an operator reads: which sale, from which file,
// each phase on India's clock, and whether it is upcoming, running or over (decision 0112).
import { formatIstDateTime, phaseStatus, type PhaseStatus, saleStageAt } from '@rent/sale-rules';
import type { SaleDefinition } from './sale.definition.js';

export type SaleState = 'upcoming' | 'running' | 'ended';

export interface SaleSummary {
  state: SaleState;
  /** The whole line, for the log's message. */
  text: string;
}

const STATE_OF_STAGE = { before: 'upcoming', open: 'running', ended: 'ended' } as const;
const PHASE_STATE: Record<PhaseStatus, SaleState> = {
  UPCOMING: 'upcoming',
  RUNNING: 'running',
  ENDED: 'ended',
};

export function summariseSale(
  sale: SaleDefinition,
  saleFile: string | null,
  now: Date = new Date(),
): SaleSummary {
  const state = STATE_OF_STAGE[saleStageAt(sale, now).stage];
  const source = saleFile ?? 'the built-in example sale (SALE_CONFIG unset)';
  const phases = sale.phases
    .map(
      (phase) =>
        `${phase.name} ${formatIstDateTime(phase.start)} to ${formatIstDateTime(phase.end)} ` +
        `(${PHASE_STATE[phaseStatus(phase, now)]})`,
    )
    .join('; ');
  return {
    state,
    text:
      `sale ${state}: ${sale.tokenName} (${sale.symbol}) from ${source}; ` +
      `${phases}; orders close ${formatIstDateTime(sale.saleEnd)}`,
  };
}
