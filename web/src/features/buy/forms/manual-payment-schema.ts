import { boolean, mixed, object, string } from 'yup';
import { compareDecimals, readDecimal } from '@rent/sale-rules';

export const MANUAL_INR_ONLY = 'Manual payment only supports INR.';
export const ACCEPT_TERMS = 'Please accept the terms.';
export const INVALID_AMOUNT = 'Invalid amount (min ₹1000).';
export const PROOF_REQUIRED = 'Upload payment proof.';

/** SPEC.md §5's order; the currency is checked before the form opens (see ManualPaymentDialog). */
export const manualPaymentMessages = [ACCEPT_TERMS, INVALID_AMOUNT, PROOF_REQUIRED] as const;

const MINIMUM_RUPEES = { units: 1000n, scale: 0 };

export interface ManualPaymentValues {
  /** Rupees, decided by the number of tokens; not typed here. */
  amount: string;
  termsAccepted: boolean;
  proof: File | null;
}

export const manualPaymentSchema = object({
  termsAccepted: boolean().oneOf([true], ACCEPT_TERMS),
  amount: string()
    .default('')
    .test('minimum', INVALID_AMOUNT, (value) => {
      const rupees = readDecimal(value);
      return rupees !== null && compareDecimals(rupees, MINIMUM_RUPEES) >= 0;
    }),
  proof: mixed<File>()
    .nullable()
    .test('present', PROOF_REQUIRED, (value) => value instanceof File),
});
