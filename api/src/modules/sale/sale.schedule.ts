// The sale calendar lives in @rent/sale-rules, shared with the web app; this adds the bonus rule
// (DESIGN.md §4): the bonus a purchase made at an instant earns.
import { bonusTokens, phaseAt } from '@rent/sale-rules';
import type { SalePhase } from './sale.definition.js';

export { isSaleOpen, phaseAt, phaseStatus, PHASE_STATUSES } from '@rent/sale-rules';
export type { PhaseStatus } from '@rent/sale-rules';

/**
 * Bonus tokens for a purchase of `baseTokens` at `at`: floor(base) × bonus % / 100 of the phase
 * holding `at`, 0 outside every phase. Exact, in canonical decimal text ("0.15" for 3 tokens at 5 %).
 */
export function bonusFor(
  phases: readonly SalePhase[],
  baseTokens: string | bigint,
  at: Date,
): string {
  return bonusTokens(baseTokens, phaseAt(phases, at)?.bonusPercent ?? 0);
}
