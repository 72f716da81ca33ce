// The sale calendar (DESIGN.md §4), for every tier: which phase holds an instant, the status of a
// phase at that instant, whether orders are taken, and the stage the sale as a whole is in. Instants
// come in as a Date, epoch milliseconds or ISO text, so the api's definitions and the web's GraphQL
// answers use the same rule.

export const PHASE_STATUSES = ['UPCOMING', 'RUNNING', 'ENDED'] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];

export type Instant = Date | number | string;

export interface PhaseWindow {
  start: Instant;
  end: Instant;
}

export interface SaleWindow {
  phases: readonly PhaseWindow[];
  saleEnd: Instant;
}

// `end` names the last whole second, so a phase (and the sale) runs until one second after it; the
// next phase starts exactly there, which leaves no gap between phases.
const LAST_SECOND_MS = 1000;

const epochMs = (instant: Instant): number =>
  instant instanceof Date
    ? instant.getTime()
    : typeof instant === 'number'
      ? instant
      : Date.parse(instant);

/** The first instant after `end`'s last second. */
export const closingInstantMs = (end: Instant): number => epochMs(end) + LAST_SECOND_MS;

export function phaseStatus(phase: PhaseWindow, at: Instant): PhaseStatus {
  const instant = epochMs(at);
  if (instant < epochMs(phase.start)) return 'UPCOMING';
  if (instant < closingInstantMs(phase.end)) return 'RUNNING';
  return 'ENDED';
}

/** Orders are taken from the first phase's start until the sale end, its last second included. */
export function isSaleOpen(sale: SaleWindow, at: Instant): boolean {
  return saleStageAt(sale, at).stage === 'open';
}

export function phaseAt<Phase extends PhaseWindow>(
  phases: readonly Phase[],
  at: Instant,
): Phase | null {
  return phases.find((phase) => phaseStatus(phase, at) === 'RUNNING') ?? null;
}

/**
 * Where the sale as a whole stands at `at`: before its first phase (orders open at `opensAtMs`),
 * open (orders close at `closesAtMs`), or ended. Screens count down to the next of those instants.
 */
export type SaleStage =
  | { stage: 'before'; opensAtMs: number }
  | { stage: 'open'; closesAtMs: number }
  | { stage: 'ended' };

export function saleStageAt(sale: SaleWindow, at: Instant): SaleStage {
  const instant = epochMs(at);
  const first = sale.phases[0];
  const opensAtMs = first ? epochMs(first.start) : Number.NEGATIVE_INFINITY;
  const closesAtMs = closingInstantMs(sale.saleEnd);
  if (instant < opensAtMs) return { stage: 'before', opensAtMs };
  if (instant < closesAtMs) return { stage: 'open', closesAtMs };
  return { stage: 'ended' };
}

/** The next instant at which `saleStageAt` changes its answer, or null once the sale has ended. */
export function nextStageChangeMs(stage: SaleStage): number | null {
  if (stage.stage === 'before') return stage.opensAtMs;
  if (stage.stage === 'open') return stage.closesAtMs;
  return null;
}
