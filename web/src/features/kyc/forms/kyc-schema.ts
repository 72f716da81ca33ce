import { yupToFormErrors, type FormikErrors } from 'formik';
import { array, boolean, mixed, object, string, ValidationError } from 'yup';
import { walletAddressRule } from '../../../lib/wallet/bep20';
import { ageOn, dateOfBirthToIso } from './date-of-birth';
import {
  AT_LEAST_ONE_DOCUMENT,
  documentProblem,
  MAX_DOCUMENTS,
  TOO_MANY_DOCUMENTS,
} from './document-rules';
import type { KycValues } from './kyc-values';

export const FILL_ALL = 'Please fill all required fields';
export const ACCEPT_TERMS = 'Please accept the Terms of Condition and Privacy Policy.';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_PHONE = 'Please enter a valid phone number';
export const INVALID_DOB = 'Please enter your date of birth as DD-MM-YYYY';
export const UNDER_18 = 'You must be at least 18 years old';
export const INVALID_POSTAL_CODE = 'Please enter a valid postal code';

/** SPEC.md §5's messages in its order; the checks the api repeats follow in field order. */
export const kycMessages = [
  FILL_ALL,
  ACCEPT_TERMS,
  AT_LEAST_ONE_DOCUMENT,
  TOO_MANY_DOCUMENTS,
] as const;

// Digits with an optional leading +, spaces and dashes between them: 7 to 15 digits in all.
const PHONE = /^\+?\d(?:[\s-]?\d){6,14}$/;
// An Indian PIN code: six digits, the first not 0.
const POSTAL_CODE = /^[1-9]\d{5}$/;

const required = () => string().trim().required(FILL_ALL);
const accepted = () => boolean().oneOf([true], ACCEPT_TERMS);

export const kycSchema = object({
  firstName: required(),
  lastName: required(),
  email: required().email(INVALID_EMAIL),
  phone: required().matches(PHONE, INVALID_PHONE),
  dob: required()
    .test('date', INVALID_DOB, (value) => !value || dateOfBirthToIso(value) !== null)
    .test('adult', UNDER_18, (value) => {
      const iso = value ? dateOfBirthToIso(value) : null;
      return iso === null || ageOn(iso) >= 18;
    }),
  street1: required(),
  street2: string().trim(),
  city: required(),
  state: required(),
  postalCode: required().matches(POSTAL_CODE, INVALID_POSTAL_CODE),
  walletAddress: walletAddressRule({ required: false }),
  termsAccepted: accepted(),
  privacyPolicyAccepted: accepted(),
  documents: array()
    .of(mixed<File>((value): value is File => value instanceof File).required())
    .required(AT_LEAST_ONE_DOCUMENT)
    .min(1, AT_LEAST_ONE_DOCUMENT)
    .max(MAX_DOCUMENTS, TOO_MANY_DOCUMENTS)
    .test('sendable', (files, { createError }) => {
      const problem = files.map(documentProblem).find(Boolean);
      return problem ? createError({ message: problem }) : true;
    }),
});

/**
 * The errors of `values` straight away (every rule is synchronous), so the form is invalid from
 * its first render and Submit is never enabled before the first validation has run.
 */
export function kycErrors(values: KycValues): FormikErrors<KycValues> {
  try {
    kycSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<KycValues>(error);
    throw error;
  }
}
