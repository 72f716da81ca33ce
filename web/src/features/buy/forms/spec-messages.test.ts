// The purchase forms' messages are SPEC.md §5 and §8 word for word: the component tests import
// these constants, so a changed wording would pass them; this file pins the texts themselves.
import { describe, expect, it } from 'vitest';
import { MANUAL_ORDER_SUBMITTED } from '../components/manual-payment-dialog';
import {
  ACCEPT_TERMS,
  INVALID_AMOUNT,
  MANUAL_INR_ONLY,
  PROOF_REQUIRED,
} from './manual-payment-schema';
import { AGREE_TERMS_FIRST, PAYTM_INR_ONLY, SELECT_METHOD } from './online-payment-schema';
import { BELOW_MINIMUM, INVALID_NUMBER, NEGATIVE_COUNT, NOT_WHOLE } from './token-count';

describe('the purchase messages of SPEC.md', () => {
  it.each([
    [INVALID_NUMBER, 'Please enter a valid number.'],
    [NEGATIVE_COUNT, 'Amount cannot be negative.'],
    [BELOW_MINIMUM, 'Minimum 1 RENT token required.'],
    [NOT_WHOLE, 'RENT tokens must be whole numbers (1, 2, 3, etc.).'],
    [MANUAL_INR_ONLY, 'Manual payment only supports INR.'],
    [ACCEPT_TERMS, 'Please accept the terms.'],
    [INVALID_AMOUNT, 'Invalid amount (min ₹1000).'],
    [PROOF_REQUIRED, 'Upload payment proof.'],
    [AGREE_TERMS_FIRST, 'Please agree to the terms first.'],
    [SELECT_METHOD, 'Select a payment method'],
    [PAYTM_INR_ONLY, 'Paytm supports INR only. Please switch currency to INR.'],
    [MANUAL_ORDER_SUBMITTED, "Manual order submitted! You'll be notified once verified."],
  ])('reads %j', (constant, text) => {
    expect(constant).toBe(text);
  });
});
