import { describe, expect, it } from 'vitest';
import { investor } from '../../../testing/investor';
import { kycAnswer, lastSubmission, WALLET } from '../test-utils';
import { kycSchema } from './kyc-schema';
import { kycInitialValues, kycInput, type KycValues } from './kyc-values';

const front = new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' });

const filled: KycValues = {
  firstName: ' Asha ',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  dob: '12-04-1990',
  street1: '12 MG Road',
  street2: '  ',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  walletAddress: '',
  termsAccepted: true,
  privacyPolicyAccepted: true,
  documents: [front],
};

const messageOf = (values: KycValues) =>
  kycSchema.validate(values, { abortEarly: true }).then(
    () => null,
    (error: Error) => error.message,
  );

describe('the KYC values', () => {
  it('start from the account, or from the rejected application when there is one', () => {
    const fresh = kycInitialValues(investor, kycAnswer());
    expect(fresh).toMatchObject({ email: investor.email, dob: '12-04-1990', firstName: '' });

    const again = kycInitialValues(
      investor,
      kycAnswer({ status: 'REJECTED', walletAddress: WALLET }),
    );
    expect(again).toMatchObject({
      firstName: lastSubmission.firstName,
      city: lastSubmission.city,
      street2: '',
      walletAddress: WALLET,
      termsAccepted: false,
      documents: [],
    });
  });

  it('travel trimmed, the date of birth year first, empty optional fields left out', () => {
    expect(kycInput(filled)).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      dob: '1990-04-12',
      street1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      termsAccepted: true,
      privacyPolicyAccepted: true,
    });
    expect(kycInput({ ...filled, walletAddress: ` ${WALLET} ` }).walletAddress).toBe(WALLET);
  });

  it("are checked with SPEC.md's messages", async () => {
    expect(await messageOf(filled)).toBeNull();
    expect(await messageOf({ ...filled, city: ' ' })).toBe('Please fill all required fields');
    expect(await messageOf({ ...filled, privacyPolicyAccepted: false })).toBe(
      'Please accept the Terms of Condition and Privacy Policy.',
    );
    expect(await messageOf({ ...filled, documents: [] })).toBe(
      'At least one Aadhar document is required.',
    );
    expect(await messageOf({ ...filled, documents: [front, front, front, front, front] })).toBe(
      'Maximum 4 Aadhar documents allowed.',
    );
    expect(await messageOf({ ...filled, walletAddress: '0xabc' })).toBe(
      'Invalid wallet address. Must be a valid BEP20 address',
    );
  });
});
