import { boolean, object, string } from 'yup';

export const AGREE_TERMS_FIRST = 'Please agree to the terms first.';
export const SELECT_METHOD = 'Select a payment method';
export const PAYTM_INR_ONLY = 'Paytm supports INR only. Please switch currency to INR.';

/** SPEC.md §5's order; the currency is checked before the form opens (see PayOnlineDialog). */
export const onlinePaymentMessages = [AGREE_TERMS_FIRST, SELECT_METHOD] as const;

/** The gateways this pre-sale offers online: Paytm only. */
export const ONLINE_METHODS = [{ value: 'PAYTM', label: 'Paytm' }] as const;

export type OnlineMethod = (typeof ONLINE_METHODS)[number]['value'];

export interface OnlinePaymentValues {
  method: OnlineMethod | '';
  termsAccepted: boolean;
}

export const onlinePaymentInitialValues: OnlinePaymentValues = { method: '', termsAccepted: false };

export const onlinePaymentSchema = object({
  termsAccepted: boolean().oneOf([true], AGREE_TERMS_FIRST),
  method: string()
    .required(SELECT_METHOD)
    .oneOf(
      ONLINE_METHODS.map(({ value }) => value),
      SELECT_METHOD,
    ),
});
