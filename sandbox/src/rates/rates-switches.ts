import { HttpError } from '../http/replies.js';
import { isOneOf, isRecord } from '../http/request-body.js';

export const ratesModes = ['ok', 'fail', 'down', 'nonsense', 'slow', 'ratelimit'] as const;
export type RatesMode = (typeof ratesModes)[number];

export const nonsenseKinds = ['json', 'html'] as const;
export type NonsenseKind = (typeof nonsenseKinds)[number];

/** How the exchange-rate stand-in behaves. Each change states the whole behaviour wanted. */
export interface RatesSwitches {
  mode: RatesMode;
  /** How long `slow` waits before answering. */
  delayMs: number;
  /** What `nonsense` answers: misleading JSON or an HTML page. */
  nonsense: NonsenseKind;
  /** Units per 1 USD that replace the reference rates in the `ok` and `slow` answers. */
  rates: Record<string, number>;
}

export type RatesSwitchChange = Pick<RatesSwitches, 'mode'> & Partial<Omit<RatesSwitches, 'mode'>>;

export interface RatesStatus extends RatesSwitches {
  /** Requests for rates received since start or the last reset, whatever the mode answered. */
  requests: number;
}

function isDelay(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

export function ratesSwitches(change: RatesSwitchChange): RatesSwitches {
  return {
    mode: change.mode,
    delayMs: change.delayMs ?? 5000,
    nonsense: change.nonsense ?? 'json',
    rates: { ...change.rates },
  };
}

function rateOverrides(value: unknown): Record<string, number> {
  if (!isRecord(value)) throw new HttpError(400, 'rates must be an object such as {"INR": 90}.');
  for (const [code, rate] of Object.entries(value)) {
    if (!/^[A-Z]{3}$/.test(code)) throw new HttpError(400, `${code} is not a currency code.`);
    if (typeof rate !== 'number' || !Number.isFinite(rate)) {
      throw new HttpError(400, `The rate of ${code} must be a number.`);
    }
  }
  return value as Record<string, number>;
}

/** Validates a switch change that arrived as JSON over HTTP. */
export function parseRatesSwitchChange(body: unknown): RatesSwitchChange {
  if (!isRecord(body)) throw new HttpError(400, 'Send a JSON object such as {"mode": "fail"}.');
  const { mode, delayMs, nonsense, rates } = body;
  if (!isOneOf(ratesModes, mode))
    throw new HttpError(400, `mode must be one of ${ratesModes.join(', ')}.`);
  if (delayMs !== undefined && !isDelay(delayMs)) {
    throw new HttpError(400, 'delayMs must be a whole number of milliseconds.');
  }
  if (nonsense !== undefined && !isOneOf(nonsenseKinds, nonsense)) {
    throw new HttpError(400, `nonsense must be one of ${nonsenseKinds.join(', ')}.`);
  }
  return {
    mode,
    delayMs,
    nonsense,
    rates: rates === undefined ? undefined : rateOverrides(rates),
  };
}
