// How much of the sale one investor's unsettled orders may hold (decision 0014): the largest order,
// what one investor's pending orders may hold together and how many of them, and how long a manual
// transfer holds supply while it waits for review. Part of the sale definition (SALE_CONFIG key
// `reservations`); every limit left out is derived from the hard cap, so that no investor can ever
// hold the whole sale, whatever its size.
import { Type, type Static } from 'typebox';
import { largestOrderWithin, mostHeldByOrder } from '@rent/sale-rules';
import type { FieldProblem } from '../../lib/schema-errors.js';

const WholeTokensText = Type.String({ pattern: '^[1-9]\\d{0,17}$' });

export const ReservationPolicyJson = Type.Object(
  {
    /** The most whole tokens (bonus excluded) one order may buy. */
    largestOrderTokens: Type.Optional(WholeTokensText),
    /** The most tokens (bonuses included) one investor's pending orders may hold together. */
    pendingTokensPerInvestor: Type.Optional(WholeTokensText),
    /** How many orders one investor may have awaiting payment or review at once. */
    pendingOrdersPerInvestor: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** How long a manual transfer holds supply while it waits for the team's review. */
    manualHoldHours: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 720 })),
    /** How long a referral bonus is held for a referrer whose KYC is not yet approved (0108). */
    referralBonusHoldDays: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 365 })),
  },
  { additionalProperties: false },
);

export type ReservationPolicyJson = Static<typeof ReservationPolicyJson>;

export interface ReservationPolicy {
  readonly largestOrderTokens: bigint;
  readonly pendingTokensPerInvestor: bigint;
  readonly pendingOrdersPerInvestor: number;
  readonly manualHoldMs: number;
  readonly referralBonusHoldMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** The defaults for the 14,000,000-RENT sale; smaller sales get a tenth of their hard cap. */
export const RESERVATION_DEFAULTS = {
  largestOrderTokens: 50_000n,
  pendingTokensPerInvestor: 100_000n,
  pendingOrdersPerInvestor: 3,
  manualHoldHours: 6,
  referralBonusHoldDays: 30,
  /** One investor holds at most this share of the hard cap: ten investors to hold all of it. */
  hardCapShareDivisor: 10n,
} as const;

/** The policy for a sale of `hardCapWhole` tokens, with what the JSON left out derived. */
export function resolveReservationPolicy(
  json: ReservationPolicyJson | undefined,
  hardCapWhole: bigint,
  largestBonusPercent: number,
): ReservationPolicy {
  const pendingTokensPerInvestor =
    json?.pendingTokensPerInvestor !== undefined
      ? BigInt(json.pendingTokensPerInvestor)
      : smaller(
          RESERVATION_DEFAULTS.pendingTokensPerInvestor,
          hardCapWhole / RESERVATION_DEFAULTS.hardCapShareDivisor,
        );
  const largestOrderTokens =
    json?.largestOrderTokens !== undefined
      ? BigInt(json.largestOrderTokens)
      : smaller(
          RESERVATION_DEFAULTS.largestOrderTokens,
          largestOrderWithin(pendingTokensPerInvestor, largestBonusPercent),
        );
  return {
    largestOrderTokens,
    pendingTokensPerInvestor,
    pendingOrdersPerInvestor:
      json?.pendingOrdersPerInvestor ?? RESERVATION_DEFAULTS.pendingOrdersPerInvestor,
    manualHoldMs: Math.round(
      (json?.manualHoldHours ?? RESERVATION_DEFAULTS.manualHoldHours) * HOUR_MS,
    ),
    referralBonusHoldMs: Math.round(
      (json?.referralBonusHoldDays ?? RESERVATION_DEFAULTS.referralBonusHoldDays) * 24 * HOUR_MS,
    ),
  };
}

/** What makes a policy unfit for its sale: one investor could hold too much, or nothing at all. */
export function reservationPolicyProblems(
  policy: ReservationPolicy,
  hardCapWhole: bigint,
  largestBonusPercent: number,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const ceiling = hardCapWhole / RESERVATION_DEFAULTS.hardCapShareDivisor;
  if (policy.pendingTokensPerInvestor < 1n) {
    problems.push(
      problem(
        'reservations.pendingTokensPerInvestor',
        'must be at least 1: the hard cap is too small for one investor to hold a tenth of it',
      ),
    );
  } else if (policy.pendingTokensPerInvestor > ceiling) {
    problems.push(
      problem(
        'reservations.pendingTokensPerInvestor',
        `must be at most a tenth of hardCap (${ceiling})`,
      ),
    );
  }
  const mostHeld = mostHeldByOrder(policy.largestOrderTokens, largestBonusPercent);
  if (policy.largestOrderTokens < 1n) {
    problems.push(
      problem('reservations.largestOrderTokens', 'must be at least 1: the hard cap is too small'),
    );
  } else if (policy.pendingTokensPerInvestor >= 1n && mostHeld > policy.pendingTokensPerInvestor) {
    problems.push(
      problem(
        'reservations.largestOrderTokens',
        `must fit in pendingTokensPerInvestor with the largest bonuses: ${policy.largestOrderTokens} ` +
          `tokens hold up to ${mostHeld}`,
      ),
    );
  }
  return problems;
}

function smaller(left: bigint, right: bigint): bigint {
  return left < right ? left : right;
}

function problem(field: string, rule: string): FieldProblem {
  return { field, message: `${field} ${rule}` };
}
