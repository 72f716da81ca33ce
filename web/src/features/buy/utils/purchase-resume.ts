// A purchase carried across a sign-in (decision 0110): when the session ends with a payment dialog
// open, the investor signs in again and comes back to the same count, currency and method.
import { CALCULATOR_CURRENCIES, type CalculatorCurrency } from '@rent/sale-rules';
import { paths } from '../../../config/paths';
import type { PaymentMethod } from '../components/payment-step';

export interface PurchaseResume {
  /** Whole RENT, as typed. */
  tokens: string;
  currency: CalculatorCurrency;
  method: PaymentMethod;
}

const METHODS: readonly PaymentMethod[] = ['online', 'manual'];

/** Buy Tokens with the purchase filled in and its method's dialog to open. */
export function resumeHref({ tokens, currency, method }: PurchaseResume): string {
  const query = new URLSearchParams({ tokens, currency, method });
  return `${paths.buyToken.path}?${query.toString()}`;
}

/** The currency an address carries, when it is one the calculator knows. */
export function carriedCurrency(params: URLSearchParams): CalculatorCurrency | undefined {
  const currency = params.get('currency');
  return CALCULATOR_CURRENCIES.find((known) => known === currency);
}

/** The payment method an address asks to resume, when it is one of ours. */
export function carriedMethod(params: URLSearchParams): PaymentMethod | undefined {
  const method = params.get('method');
  return METHODS.find((known) => known === method);
}
