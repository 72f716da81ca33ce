// The reference investors quote for an order (decision 0043): `RENT-` and 10 characters of an
// alphabet without look-alikes (no I, L, O, 0 or 1). People may type it in any case.

/** The reference as a JSON-schema pattern (no flags): either case. */
export const PURCHASE_ID_PATTERN = '^[Rr][Ee][Nn][Tt]-[A-HJKMNP-Za-hjkmnp-z2-9]{10}$';

const PURCHASE_ID = new RegExp(PURCHASE_ID_PATTERN);

/** Whether `text` is written as an order reference, such as `RENT-7KX2M9QD4P`. */
export function isPurchaseId(text: string): boolean {
  return PURCHASE_ID.test(text);
}
