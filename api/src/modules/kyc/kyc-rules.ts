import { istCalendarDay } from '@rent/sale-rules';
// The text fields of a KYC submission: which are required, their formats, and their stored form.
// Every problem is reported against its field, the missing ones first.
import { hasTurned, isCalendarDay } from '../../lib/calendar.js';
import type { ErrorDetail } from '../../lib/errors.js';
import { hasRefusedCharacter } from '../../lib/text-characters.js';
import { AUTH_MESSAGES, isValidEmail, normaliseEmail } from '../auth/index.js';
import {
  EARLIEST_BIRTH_YEAR,
  normalisePhone,
  personNameProblem,
  USER_MESSAGES,
} from '../users/index.js';
import { checkBep20Address, type Bep20Address } from './bep20-address.js';
import { KYC_MESSAGES, tooLongMessage } from './kyc.messages.js';

/** The details every submission gives, in the order their absence is reported. */
export const REQUIRED_KYC_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dob',
  'street1',
  'city',
  'state',
  'postalCode',
] as const;
export type RequiredKycField = (typeof REQUIRED_KYC_FIELDS)[number];
const CONSENTS = ['termsAccepted', 'privacyPolicyAccepted'] as const;

export const KYC_TEXT_FIELDS = [
  ...REQUIRED_KYC_FIELDS,
  'street2',
  ...CONSENTS,
  'walletAddress',
] as const;
export type KycTextField = (typeof KYC_TEXT_FIELDS)[number];
export type KycFields = Partial<Record<KycTextField, string>>;

const MAX_LENGTHS = [
  ['firstName', 100],
  ['lastName', 100],
  ['street1', 200],
  ['street2', 200],
  ['city', 100],
  ['state', 100],
] as const;

const ADULT_AGE = 18;
// An Indian PIN code: six digits, the first not 0 (people often type "110 001").
const PIN_CODE = /^[1-9]\d{5}$/;
// Control characters never belong in a name or an address; runs of spaces become one.
const CONTROL_CHARACTERS = /\p{Cc}/gu;

export interface KycForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  postalCode: string;
  /** Present when the investor gave a receiving wallet with the form. */
  wallet?: Bep20Address;
}

export function checkKycFields(
  fields: KycFields,
  now: Date,
  isExchangeWallet: (normalisedAddress: string) => boolean,
): { form?: KycForm; problems: ErrorDetail[] } {
  const text = (field: KycTextField) =>
    (fields[field] ?? '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  const problems: ErrorDetail[] = [];
  for (const field of REQUIRED_KYC_FIELDS) {
    if (text(field) === '') problems.push({ field, message: KYC_MESSAGES.fillRequired });
  }
  for (const field of CONSENTS) {
    if (text(field) !== 'true') problems.push({ field, message: KYC_MESSAGES.acceptTerms });
  }
  // A field holding refused characters is answered about them alone (document-upload.ts).
  const problemOf = (field: KycTextField, message: string | undefined) => {
    const refused = hasRefusedCharacter(fields[field] ?? '');
    if (message && text(field) !== '' && !refused) problems.push({ field, message });
  };
  for (const [field, maxLength] of MAX_LENGTHS) {
    problemOf(field, [...text(field)].length > maxLength ? tooLongMessage(maxLength) : undefined);
  }
  problemOf('firstName', personNameProblem(text('firstName'), 'First name'));
  problemOf('lastName', personNameProblem(text('lastName'), 'Last name'));
  const email = normaliseEmail(text('email'));
  problemOf('email', isValidEmail(email) ? undefined : AUTH_MESSAGES.invalidEmail);
  const phone = normalisePhone(text('phone'));
  problemOf('phone', phone ? undefined : USER_MESSAGES.invalidPhone);
  const dob = text('dob');
  problemOf('dob', dobProblem(dob, now));
  const postalCode = text('postalCode').replace(/ /g, '');
  problemOf('postalCode', PIN_CODE.test(postalCode) ? undefined : KYC_MESSAGES.invalidPostalCode);
  const walletVerdict = checkBep20Address(text('walletAddress'), isExchangeWallet);
  problemOf('walletAddress', walletVerdict.valid ? undefined : KYC_MESSAGES.invalidWallet);

  if (problems.length > 0 || !phone) return { problems };
  return {
    problems,
    form: {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email,
      phone,
      dob,
      street1: text('street1'),
      street2: text('street2') || null,
      city: text('city'),
      state: text('state'),
      postalCode,
      ...(walletVerdict.valid && {
        wallet: { normalised: walletVerdict.normalised, display: walletVerdict.display },
      }),
    },
  };
}

function dobProblem(dob: string, now: Date): string | undefined {
  if (!isCalendarDay(dob) || Number(dob.slice(0, 4)) < EARLIEST_BIRTH_YEAR) {
    return USER_MESSAGES.invalidDob;
  }
  const today = istCalendarDay(now);
  if (dob > today) return USER_MESSAGES.dobInFuture;
  if (!hasTurned(dob, ADULT_AGE, today)) return KYC_MESSAGES.underage;
  return undefined;
}
