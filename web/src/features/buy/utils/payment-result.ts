// The outcome of a payment as the address bar carries it: the gateway sends the investor back to
// /payment-status (or /buy-token) with ?status=success|failure|pending&orderId=…&amount=…
// &tokens=…&currency=…. Anything unexpected is left out rather than shown.
import { CALCULATOR_CURRENCIES, type CalculatorCurrency } from '../../../config/sale';
import { compareDecimals, parseDecimal } from '../../../lib/decimal';

export type PaymentOutcome = 'success' | 'failure' | 'pending';

export interface PaymentResult {
  outcome: PaymentOutcome;
  /** Online payments return through the gateway; manual ones are reported by this screen. */
  method: 'online' | 'manual';
  orderId: string | null;
  /** In `currency`. */
  amount: string | null;
  tokens: string | null;
  currency: CalculatorCurrency;
}

const OUTCOMES: readonly string[] = ['success', 'failure', 'pending'] satisfies PaymentOutcome[];
const ORDER_ID = /^[\w-]{1,64}$/;
const ZERO = { units: 0n, scale: 0 };

const isOutcome = (value: string | null): value is PaymentOutcome =>
  value !== null && OUTCOMES.includes(value);

const isCurrency = (value: string | null): value is CalculatorCurrency =>
  (CALCULATOR_CURRENCIES as readonly (string | null)[]).includes(value);

/** A figure written as a plain non-negative decimal, as it was written. */
function figureOf(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  const value = parseDecimal(trimmed);
  return value && compareDecimals(value, ZERO) >= 0 ? trimmed : null;
}

/** The payment result in `params`, or null when they carry none. */
export function paymentResultFrom(params: URLSearchParams): PaymentResult | null {
  const outcome = params.get('status');
  if (!isOutcome(outcome)) return null;
  const orderId = params.get('orderId')?.trim() ?? '';
  const currency = params.get('currency');
  return {
    outcome,
    method: 'online',
    orderId: ORDER_ID.test(orderId) ? orderId : null,
    amount: figureOf(params.get('amount')),
    tokens: figureOf(params.get('tokens')),
    currency: isCurrency(currency) ? currency : 'INR',
  };
}
