import { describe, expect, it } from 'vitest';
import { checkKycFields, type KycFields } from './kyc-rules.js';

const now = new Date('2025-07-15T10:00:00Z');
const noExchanges = () => false;
const valid: KycFields = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: ' Asha.Rao@Example.com ',
  phone: '+91 98765-43210',
  dob: '1990-05-12',
  street1: '12  MG\tRoad',
  street2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560 001',
  termsAccepted: 'true',
  privacyPolicyAccepted: 'true',
};

describe('the KYC fields', () => {
  it('puts what was typed in its stored form', () => {
    expect(checkKycFields(valid, now, noExchanges)).toEqual({
      problems: [],
      form: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha.rao@example.com',
        phone: '+919876543210',
        dob: '1990-05-12',
        street1: '12 MG Road',
        street2: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      },
    });
  });

  it('keeps the wallet in both forms', () => {
    const { form } = checkKycFields(
      { ...valid, walletAddress: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359' },
      now,
      noExchanges,
    );
    expect(form?.wallet).toEqual({
      normalised: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359',
      display: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    });
  });

  it('treats control characters as spaces, so a field of them is empty', () => {
    const { problems } = checkKycFields({ ...valid, city: '\u0000\u001b ' }, now, noExchanges);
    expect(problems).toEqual([{ field: 'city', message: 'Please fill all required fields' }]);
  });

  it('counts age on the calendar of India', () => {
    const birthday = { ...valid, dob: '2007-07-15' };
    expect(
      checkKycFields(birthday, new Date('2025-07-14T18:29:59Z'), noExchanges).problems,
    ).toEqual([{ field: 'dob', message: 'You must be at least 18 years old' }]);
    expect(
      checkKycFields(birthday, new Date('2025-07-14T18:30:00Z'), noExchanges).problems,
    ).toEqual([]);
  });

  it('refuses a date of birth before 1900', () => {
    expect(checkKycFields({ ...valid, dob: '1899-12-31' }, now, noExchanges).problems).toEqual([
      { field: 'dob', message: 'Please enter a valid date of birth' },
    ]);
  });

  it('refuses an exchange wallet given with the form', () => {
    const { problems } = checkKycFields(
      { ...valid, walletAddress: '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3' },
      now,
      (address) => address === '0x8894e0a0c962cb723c1976a4421c95949be2d4e3',
    );
    expect(problems).toEqual([
      { field: 'walletAddress', message: 'Invalid wallet address. Must be a valid BEP20 address' },
    ]);
  });
});
