import { HttpError } from '../http/replies.js';
import { isOneOf, isRecord } from '../http/request-body.js';
import type { TxnStatus } from './transactions.js';

export const paytmOutcomes = ['success', 'failure', 'pending'] as const;
export type PaytmOutcome = (typeof paytmOutcomes)[number];

export const paytmStatusModes = ['normal', 'fail', 'down'] as const;
export type PaytmStatusMode = (typeof paytmStatusModes)[number];

/** How the Paytm stand-in behaves. A change names only the switches it changes. */
export interface PaytmSwitches {
  /** Decides every payment as the page opens, without showing it; null shows the buttons. */
  outcome: PaytmOutcome | null;
  /** How long the transaction status API waits before answering (or failing). */
  statusDelayMs: number;
  /** `fail` answers the status API with HTTP 500, `down` drops the connection. */
  statusMode: PaytmStatusMode;
}

export type PaytmSwitchChange = Partial<PaytmSwitches>;

export interface PaytmStatus extends PaytmSwitches {
  mid: string;
  website: string;
  /** Orders kept since start or the last reset. */
  orders: number;
  /** Calls received since start or the last reset, whatever they were answered. */
  initiateRequests: number;
  statusRequests: number;
}

export const defaultPaytmSwitches: Readonly<PaytmSwitches> = Object.freeze({
  outcome: null,
  statusDelayMs: 0,
  statusMode: 'normal',
});

export const outcomeStatus: Record<PaytmOutcome, TxnStatus> = {
  success: 'TXN_SUCCESS',
  failure: 'TXN_FAILURE',
  pending: 'PENDING',
};

const switchNames = Object.keys(defaultPaytmSwitches);

function outcomeFrom(value: unknown): PaytmOutcome | null | undefined {
  if (value === undefined || value === null || isOneOf(paytmOutcomes, value)) return value;
  throw new HttpError(400, `outcome must be one of ${paytmOutcomes.join(', ')}, or null.`);
}

function delayFrom(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw new HttpError(400, 'statusDelayMs must be a whole number of milliseconds.');
}

function statusModeFrom(value: unknown): PaytmStatusMode | undefined {
  if (value === undefined || isOneOf(paytmStatusModes, value)) return value;
  throw new HttpError(400, `statusMode must be one of ${paytmStatusModes.join(', ')}.`);
}

/** Validates a switch change that arrived as JSON over HTTP. */
export function parsePaytmSwitchChange(body: unknown): PaytmSwitchChange {
  if (!isRecord(body)) {
    throw new HttpError(400, 'Send a JSON object such as {"outcome": "failure"}.');
  }
  const unknown = Object.keys(body).filter((name) => !switchNames.includes(name));
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      `Unknown switch ${unknown.join(', ')}; the switches are ${switchNames.join(', ')}.`,
    );
  }
  return {
    outcome: outcomeFrom(body.outcome),
    statusDelayMs: delayFrom(body.statusDelayMs),
    statusMode: statusModeFrom(body.statusMode),
  };
}

/** The switches after a change; a switch the change leaves out (or undefined) keeps its value. */
export function changedSwitches(current: PaytmSwitches, change: PaytmSwitchChange): PaytmSwitches {
  return {
    outcome: change.outcome === undefined ? current.outcome : change.outcome,
    statusDelayMs: change.statusDelayMs ?? current.statusDelayMs,
    statusMode: change.statusMode ?? current.statusMode,
  };
}

/** Validates the `{status}` of a control call that pays or settles an order. */
export function parseTxnStatus<T extends TxnStatus>(body: unknown, allowed: readonly T[]): T {
  const status = isRecord(body) ? body.status : undefined;
  if (!isOneOf(allowed, status)) {
    throw new HttpError(400, `status must be one of ${allowed.join(', ')}.`);
  }
  return status;
}
