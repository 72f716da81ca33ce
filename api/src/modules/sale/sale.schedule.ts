// The sale calendar and the bonus rule (DESIGN.md §4): which phase holds an instant, the status of
// each phase at that instant, and the bonus a purchase made then earns.
import { bonusTokens } from '@rent/sale-rules';
import type { SaleDefinition, SalePhase } from './sale.definition.js';

export const PHASE_STATUSES = ['UPCOMING', 'RUNNING', 'ENDED'] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];

// `end` names the last whole second, so the phase runs until one second after it; the next phase
// starts exactly there, which leaves no gap between phases.
const LAST_SECOND_MS = 1000;

export function phaseStatus(phase: SalePhase, at: Date): PhaseStatus {
  const instant = at.getTime();
  if (instant < phase.start.getTime()) return 'UPCOMING';
  if (instant < phase.end.getTime() + LAST_SECOND_MS) return 'RUNNING';
  return 'ENDED';
}

/** Orders are taken from the first phase's start until the sale end, its last second included. */
export function isSaleOpen(sale: Pick<SaleDefinition, 'phases' | 'saleEnd'>, at: Date): boolean {
  const first = sale.phases[0];
  const instant = at.getTime();
  return (
    (!first || instant >= first.start.getTime()) &&
    instant < sale.saleEnd.getTime() + LAST_SECOND_MS
  );
}

export function phaseAt(phases: readonly SalePhase[], at: Date): SalePhase | null {
  return phases.find((phase) => phaseStatus(phase, at) === 'RUNNING') ?? null;
}

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
