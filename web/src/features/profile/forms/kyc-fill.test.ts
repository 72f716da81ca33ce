import { describe, expect, it } from 'vitest';
import { kycFill } from './kyc-fill';

const kyc = { firstName: 'Asha', lastName: 'Rao', phone: '+91 98765 43210', dob: '1990-04-12' };

describe('kycFill', () => {
  it('offers the KYC details for the empty fields only', () => {
    expect(kycFill({ fullName: 'Asha R.', mobileNumber: '', dateOfBirth: '' }, kyc)).toEqual({
      values: { mobileNumber: '+91 98765 43210', dateOfBirth: '1990-04-12' },
      named: 'mobile number and date of birth',
    });
  });

  it('has nothing to offer once every field is filled', () => {
    expect(
      kycFill({ fullName: 'Asha', mobileNumber: '12345678', dateOfBirth: '1991-01-01' }, kyc),
    ).toBeNull();
  });
});
