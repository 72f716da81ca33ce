// The outcome of a payment. The address bar only claims one: the gateway sends the investor back
// to /payment-status (or /buy-token) with ?status=success|failure|pending&orderId=…, and anyone can
// write such a link. What the screen says comes from the order itself (payment-verdict.ts); the
// figures in the address (amount, tokens, currency) are never shown.
import type { CalculatorCurrency } from '@rent/sale-rules';

export type PaymentOutcome = 'success' | 'failure' | 'pending';

/** What the address says happened, to be checked against the order. */
export interface PaymentClaim {
  outcome: PaymentOutcome;
  /** The order's reference when it is well formed, otherwise null. */
  orderId: string | null;
}

/** A payment's outcome as a dialog shows it, from the server's own answer. */
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

const isOutcome = (value: string | null): value is PaymentOutcome =>
  value !== null && OUTCOMES.includes(value);

/** The payment claim in `params`, or null when they carry none. */
export function paymentClaimFrom(params: URLSearchParams): PaymentClaim | null {
  const outcome = params.get('status');
  if (!isOutcome(outcome)) return null;
  const orderId = params.get('orderId')?.trim() ?? '';
  return { outcome, orderId: ORDER_ID.test(orderId) ? orderId : null };
}
