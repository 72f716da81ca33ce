import type { KycApplicationFieldsFragment, KycInput } from '../../../gql/graphql';
import type { SessionUser } from '../../../lib/session/session';
import { dateOfBirthToIso, isoToDateOfBirth } from './date-of-birth';

export interface KycValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** As typed, day first: DD-MM-YYYY. */
  dob: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
  walletAddress: string;
  termsAccepted: boolean;
  privacyPolicyAccepted: boolean;
  documents: File[];
}

/**
 * What the form starts with: the last submission's details when resubmitting after a rejection,
 * otherwise what the account knows (e-mail, phone, date of birth); the registered wallet. The
 * documents and the consents are always given afresh.
 */
export function kycInitialValues(
  user: SessionUser,
  kyc: Pick<KycApplicationFieldsFragment, 'walletAddress' | 'submission'>,
): KycValues {
  const last = kyc.submission;
  return {
    firstName: last?.firstName ?? '',
    lastName: last?.lastName ?? '',
    email: last?.email ?? user.email,
    phone: last?.phone ?? user.phone ?? '',
    dob: isoToDateOfBirth(last?.dob ?? user.dob),
    street1: last?.street1 ?? '',
    street2: last?.street2 ?? '',
    city: last?.city ?? '',
    state: last?.state ?? '',
    postalCode: last?.postalCode ?? '',
    walletAddress: kyc.walletAddress ?? '',
    termsAccepted: false,
    privacyPolicyAccepted: false,
    documents: [],
  };
}

/** The submission as the gateway takes it: trimmed, dob as YYYY-MM-DD, empty optionals left out. */
export function kycInput(values: KycValues): KycInput {
  const street2 = values.street2.trim();
  const walletAddress = values.walletAddress.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    dob: dateOfBirthToIso(values.dob) ?? values.dob.trim(),
    street1: values.street1.trim(),
    ...(street2 ? { street2 } : {}),
    city: values.city.trim(),
    state: values.state.trim(),
    postalCode: values.postalCode.trim(),
    termsAccepted: values.termsAccepted,
    privacyPolicyAccepted: values.privacyPolicyAccepted,
    ...(walletAddress ? { walletAddress } : {}),
  };
}
