// The investor the suites sign up and send through KYC, as the KYC form fills in GraphQL's
// KycInput: one set of details, changed where a test needs something else.

export interface KycInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
  street1: string;
  city: string;
  state: string;
  postalCode: string;
  termsAccepted: boolean;
  privacyPolicyAccepted: boolean;
  walletAddress?: string;
}

/** Asha Rao's KYC details under `email`, with `changes`. */
export function kycInput(email: string, changes: Partial<KycInput> = {}): KycInput {
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    email,
    phone: '+919812345678',
    dob: '1990-04-12',
    street1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    termsAccepted: true,
    privacyPolicyAccepted: true,
    ...changes,
  };
}
