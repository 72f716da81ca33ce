import { object, string } from 'yup';
import type { SessionUser } from '../../../lib/session/session';
import type { UpdateProfileInput } from '../../../gql/graphql';

export interface PersonalDataValues {
  fullName: string;
  mobileNumber: string;
  /** YYYY-MM-DD, as a date input gives it. */
  dateOfBirth: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Digits with an optional leading +, spaces and dashes between them: 7 to 15 digits in all.
const MOBILE_NUMBER = /^\+?\d(?:[\s-]?\d){6,14}$/;

/** Today's date on the investor's calendar, YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const personalDataSchema = object({
  fullName: string().trim().required('Full name is required'),
  mobileNumber: string()
    .trim()
    .required('Mobile number is required')
    .matches(MOBILE_NUMBER, 'Please enter a valid mobile number'),
  dateOfBirth: string()
    .required('Date of birth is required')
    .matches(ISO_DATE, 'Please enter a valid date of birth')
    .test('not-in-future', 'Date of birth cannot be in the future', (value) =>
      value ? value <= todayIso() : true,
    ),
});

export function personalDataValues(user: SessionUser): PersonalDataValues {
  // The date input wants YYYY-MM-DD; a full timestamp from the server is cut down to its date.
  return {
    fullName: user.fullname,
    mobileNumber: user.phone ?? '',
    dateOfBirth: user.dob?.slice(0, 10) ?? '',
  };
}

/** Empty fields are dropped from the update (SPEC.md §5); the date travels as YYYY-MM-DD. */
export function profileUpdateInput(values: PersonalDataValues): UpdateProfileInput {
  const input: UpdateProfileInput = {};
  const fullname = values.fullName.trim();
  const phone = values.mobileNumber.trim();
  const dob = values.dateOfBirth.trim();
  if (fullname) input.fullname = fullname;
  if (phone) input.phone = phone;
  if (dob) input.dob = dob;
  return input;
}
