import type { PersonalDataValues } from './personal-data-schema';

export interface KycDetails {
  firstName: string;
  lastName: string;
  phone: string;
  dob: string;
}

const LABELS: Record<keyof PersonalDataValues, string> = {
  fullName: 'name',
  mobileNumber: 'mobile number',
  dateOfBirth: 'date of birth',
};

/**
 * The profile's empty fields that the KYC application can fill, with the values it would put there;
 * null when it has nothing to add. Fields the investor has filled are never overwritten.
 */
export function kycFill(
  values: PersonalDataValues,
  kyc: KycDetails,
): { values: Partial<PersonalDataValues>; named: string } | null {
  const offered: PersonalDataValues = {
    fullName: `${kyc.firstName} ${kyc.lastName}`.trim(),
    mobileNumber: kyc.phone.trim(),
    dateOfBirth: kyc.dob.slice(0, 10),
  };
  const fields = (Object.keys(offered) as (keyof PersonalDataValues)[]).filter(
    (field) => values[field].trim() === '' && offered[field] !== '',
  );
  if (fields.length === 0) return null;
  const names = fields.map((field) => LABELS[field]);
  const named =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return { values: Object.fromEntries(fields.map((field) => [field, offered[field]])), named };
}
