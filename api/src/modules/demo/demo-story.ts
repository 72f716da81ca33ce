// What the demo's investors do, and when. Every instant is in the past and every order is placed
// inside a phase that has begun (decision 0086): with the default schedule (ended) the demo spans
// all three phases; with a live sale only the phases begun so far, the last of them holding the
// failed and the pending order.
import type { SaleDefinition, SalePhase } from '../sale/index.js';
import type { DemoName } from './demo-cast.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Nothing is dated closer to the present than this. */
const MARGIN_MS = 10 * 60 * 1000;

export type DemoOrderKind = 'paytm' | 'paytm-failed' | 'manual' | 'manual-pending';

export interface DemoOrder {
  investor: DemoName;
  kind: DemoOrderKind;
  tokens: bigint;
}

interface PlannedOrder extends DemoOrder {
  /** Where in its phase's time so far, 0 to 1. */
  at: number;
}

/**
 * The purchases of each phase, by the phase's position in the schedule; multiples of 20 tokens, so
 * that every bonus (25, 15 and 5 %) is whole.
 */
const PURCHASES_BY_PHASE: readonly (readonly PlannedOrder[])[] = [
  [
    { investor: 'meera', kind: 'paytm', tokens: 100n, at: 0.1 },
    { investor: 'arjun', kind: 'manual', tokens: 240n, at: 0.3 },
    { investor: 'kavya', kind: 'paytm', tokens: 60n, at: 0.5 },
    { investor: 'rohan', kind: 'paytm', tokens: 40n, at: 0.7 },
  ],
  [
    { investor: 'arjun', kind: 'paytm', tokens: 80n, at: 0.2 },
    { investor: 'meera', kind: 'manual', tokens: 160n, at: 0.4 },
    { investor: 'rohan', kind: 'manual', tokens: 120n, at: 0.6 },
  ],
  [
    { investor: 'kavya', kind: 'paytm', tokens: 60n, at: 0.3 },
    { investor: 'meera', kind: 'paytm', tokens: 40n, at: 0.5 },
  ],
];

/**
 * Meera buys small amounts again and again in the first phase: with more orders than a page of
 * the transactions table holds (10), her history shows its pagination.
 */
const REPEAT_PURCHASES: readonly PlannedOrder[] = Array.from({ length: 10 }, (_, index) => ({
  investor: 'meera',
  kind: 'paytm',
  tokens: 20n,
  at: 0.72 + index * 0.02,
}));

/** Late in the last phase begun: a payment the bank declined and a transfer awaiting review. */
const LAST_ORDERS: readonly PlannedOrder[] = [
  { investor: 'rohan', kind: 'paytm-failed', tokens: 30n, at: 0.8 },
  { investor: 'kavya', kind: 'manual-pending', tokens: 80n, at: 0.9 },
];

export type DemoStep =
  | { type: 'sign-up'; investor: DemoName; at: Date }
  | { type: 'verify-email'; investor: DemoName; at: Date }
  | { type: 'submit-kyc'; investor: DemoName; at: Date }
  | { type: 'approve-kyc'; investor: DemoName; at: Date }
  | { type: 'order'; order: DemoOrder; at: Date }
  /** The team approves a transfer placed by an earlier `order` step with the same `order`. */
  | { type: 'approve-order'; order: DemoOrder; at: Date };

/** The phases begun by `now`; empty when the sale has not started. */
export function phasesBegun(sale: SaleDefinition, now: Date): SalePhase[] {
  return sale.phases.filter((phase) => phase.start.getTime() <= now.getTime() - MARGIN_MS);
}

/** Every step of the demo in the order it happens; null when no phase has begun. */
export function demoSteps(
  sale: SaleDefinition,
  now: Date,
  investors: readonly DemoName[],
): DemoStep[] | null {
  const phases = phasesBegun(sale, now);
  const first = phases[0];
  if (!first) return null;
  // The accounts are opened and verified in the ten days before the sale.
  const opening = first.start.getTime() - 10 * DAY_MS;
  const steps: DemoStep[] = investors.flatMap((investor, index) => {
    const signUp = opening + index * DAY_MS + 9 * HOUR_MS;
    return [
      { type: 'sign-up', investor, at: new Date(signUp) },
      { type: 'verify-email', investor, at: new Date(signUp + 5 * 60 * 1000) },
      { type: 'submit-kyc', investor, at: new Date(signUp + 2 * HOUR_MS) },
      { type: 'approve-kyc', investor, at: new Date(signUp + DAY_MS) },
    ];
  });
  const latest = now.getTime() - MARGIN_MS;
  phases.forEach((phase, index) => {
    const planned = [
      ...(PURCHASES_BY_PHASE[index] ?? []),
      ...(index === 0 ? REPEAT_PURCHASES : []),
      ...(index === phases.length - 1 ? LAST_ORDERS : []),
    ];
    // A phase's own time, or its part so far while it runs.
    const end = Math.min(phase.end.getTime() + 1000, latest);
    for (const { at, ...order } of planned) {
      const placed = phase.start.getTime() + Math.floor((end - phase.start.getTime()) * at);
      steps.push({ type: 'order', order, at: new Date(placed) });
      if (order.kind === 'manual') {
        // The team reviews a transfer some hours later, never later than the present.
        const reviewAt = Math.max(Math.min(placed + 3 * HOUR_MS, latest), placed + 1000);
        steps.push({ type: 'approve-order', order, at: new Date(reviewAt) });
      }
    }
  });
  return steps.sort((left, right) => left.at.getTime() - right.at.getTime());
}
