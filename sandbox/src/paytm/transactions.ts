// What Paytm says about a payment: statuses, result codes and messages, ids and dates.
import { randomInt } from 'node:crypto';

export const txnStatuses = ['TXN_SUCCESS', 'TXN_FAILURE', 'PENDING'] as const;
export type TxnStatus = (typeof txnStatuses)[number];

/** An order is `INITIATED` from initiate-transaction until a payment attempt gives it a status. */
export type PaytmOrderStatus = 'INITIATED' | TxnStatus;

export interface TxnResult {
  code: string;
  message: string;
}

export const txnResults: Record<PaytmOrderStatus, TxnResult> = {
  TXN_SUCCESS: { code: '01', message: 'Txn Success' },
  TXN_FAILURE: {
    code: '227',
    message:
      'Your payment has been declined by your bank. Please contact your bank for any queries.',
  },
  PENDING: { code: '400', message: 'Transaction status not confirmed yet.' },
  INITIATED: {
    code: '402',
    message:
      'Looks like the payment is not complete. Please wait while we confirm the status with your bank.',
  },
};

/** Where the stand-in pretends every payment went: UPI through a bank gateway. */
export const paymentRoute = {
  paymentMode: 'UPI',
  gatewayName: 'PPBLC',
  bankName: 'State Bank of India',
} as const;

function digits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

function istParts(time: Date): { date: string; clock: string } {
  const [date = '', rest = ''] = new Date(time.getTime() + istOffsetMs).toISOString().split('T');
  return { date, clock: rest.slice(0, 8) };
}

/** Paytm's 35-digit transaction id: the IST date, then digits. */
export function newTxnId(time: Date): string {
  return istParts(time).date.replaceAll('-', '') + digits(27);
}

/** A UPI reference number, as the bank reports it. */
export function newBankTxnId(): string {
  return digits(12);
}

/**
 * `yyyy-MM-dd HH:mm:ss.S` in India Standard Time. Paytm keeps whole seconds, so the fraction its
 * Java formatter prints is always `.0`.
 */
export function txnDate(time: Date): string {
  const { date, clock } = istParts(time);
  return `${date} ${clock}.0`;
}
