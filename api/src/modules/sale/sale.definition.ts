// What a sale is: token facts, price, caps and phases. The default is the RENT pre-sale of
// SPEC.md §9, defined once in @rent/sale-rules; SALE_CONFIG can supply another one in the same JSON
// shape, checked here before the api starts.
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import {
  compareDecimals,
  DEFAULT_SALE,
  floorDecimal,
  normaliseDecimal,
  parseDecimal,
  type SalePhaseText,
  type SaleText,
} from '@rent/sale-rules';
import { describeSchemaErrors, type FieldProblem } from '../../lib/schema-errors.js';
import {
  ReservationPolicyJson,
  reservationPolicyProblems,
  resolveReservationPolicy,
  type ReservationPolicy,
} from './reservation-policy.js';

const DecimalText = Type.String({ pattern: '^\\d+(\\.\\d+)?$' });
const Instant = Type.String({ format: 'date-time' });

const SalePhaseJson = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    start: Instant,
    end: Instant,
    bonusPercent: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);

export const SaleDefinitionJson = Type.Object(
  {
    tokenName: Type.String({ minLength: 1 }),
    symbol: Type.String({ minLength: 1 }),
    tokenStandard: Type.String({ minLength: 1 }),
    price: DecimalText,
    currency: Type.Literal('INR'),
    hardCap: DecimalText,
    softCap: DecimalText,
    totalSupply: DecimalText,
    saleEnd: Instant,
    phases: Type.Array(SalePhaseJson, { minItems: 1 }),
    reservations: Type.Optional(ReservationPolicyJson),
  },
  { additionalProperties: false },
);

export type SaleDefinitionJson = Static<typeof SaleDefinitionJson>;

/** A phase as the api uses it: the configured one with its instants read. */
export interface SalePhase extends Omit<SalePhaseText, 'start' | 'end'> {
  readonly start: Date;
  /** The last whole second of the phase: the phase holds t when start ≤ t < end + 1 s. */
  readonly end: Date;
}

/** The sale as the api uses it: the configured one with its instants read. */
export interface SaleDefinition extends Omit<SaleText, 'saleEnd' | 'phases'> {
  readonly saleEnd: Date;
  readonly phases: readonly SalePhase[];
  /** What unsettled orders may hold (reservation-policy.ts), defaults filled in. */
  readonly reservations: ReservationPolicy;
}

export type SaleDefinitionResult =
  { ok: true; sale: SaleDefinition } | { ok: false; problems: FieldProblem[] };

/** The RENT pre-sale (@rent/sale-rules' DEFAULT_SALE), as SALE_CONFIG would spell it. */
export const defaultSaleJson: SaleDefinitionJson = {
  ...DEFAULT_SALE,
  phases: DEFAULT_SALE.phases.map((phase) => ({ ...phase })),
};

export function parseSaleDefinition(json: unknown): SaleDefinitionResult {
  if (!Value.Check(SaleDefinitionJson, json)) {
    return {
      ok: false,
      problems: describeSchemaErrors(Value.Errors(SaleDefinitionJson, json), 'sale'),
    };
  }
  const sale = toSaleDefinition(json);
  const problems = [...phaseProblems(sale.phases), ...capProblems(sale)];
  if (problems.length === 0) {
    problems.push(
      ...reservationPolicyProblems(
        sale.reservations,
        floorDecimal(parseDecimal(sale.hardCap)),
        largestBonusPercent(sale.phases),
      ),
    );
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, sale };
}

export function defaultSaleDefinition(): SaleDefinition {
  return toSaleDefinition(defaultSaleJson);
}

function toSaleDefinition(json: SaleDefinitionJson): SaleDefinition {
  const { reservations, ...facts } = json;
  return {
    ...facts,
    reservations: resolveReservationPolicy(
      reservations,
      floorDecimal(parseDecimal(json.hardCap)),
      largestBonusPercent(json.phases),
    ),
    price: normaliseDecimal(json.price),
    hardCap: normaliseDecimal(json.hardCap),
    softCap: normaliseDecimal(json.softCap),
    totalSupply: normaliseDecimal(json.totalSupply),
    saleEnd: new Date(json.saleEnd),
    phases: json.phases.map((phase) => ({
      ...phase,
      start: new Date(phase.start),
      end: new Date(phase.end),
    })),
  };
}

function largestBonusPercent(phases: readonly { bonusPercent: number }[]): number {
  return Math.max(0, ...phases.map((phase) => phase.bonusPercent));
}

function phaseProblems(phases: readonly SalePhase[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  phases.forEach((phase, index) => {
    if (phase.end.getMilliseconds() !== 0) {
      problems.push(
        problem(`phases[${index}].end`, 'must be a whole second (the last second of the phase)'),
      );
    }
    if (phase.end < phase.start) {
      problems.push(problem(`phases[${index}].end`, 'must not be before the start of the phase'));
    }
    const previous = phases[index - 1];
    if (previous && phase.start.getTime() < previous.end.getTime() + 1000) {
      problems.push(
        problem(`phases[${index}].start`, `must come after the end of "${previous.name}"`),
      );
    }
    if (phases.findIndex((other) => other.name === phase.name) !== index) {
      problems.push(problem(`phases[${index}].name`, `repeats the phase name "${phase.name}"`));
    }
  });
  return problems;
}

function capProblems(sale: SaleDefinition): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (compareDecimals(parseDecimal(sale.price), parseDecimal('0')) <= 0) {
    problems.push(problem('price', 'must be greater than 0'));
  }
  if (compareDecimals(parseDecimal(sale.softCap), parseDecimal(sale.hardCap)) > 0) {
    problems.push(problem('softCap', 'must not exceed hardCap'));
  }
  if (compareDecimals(parseDecimal(sale.hardCap), parseDecimal(sale.totalSupply)) > 0) {
    problems.push(problem('hardCap', 'must not exceed totalSupply'));
  }
  return problems;
}

function problem(field: string, rule: string): FieldProblem {
  return { field, message: `${field} ${rule}` };
}
