import { describe, expect, it } from 'vitest';
import { operationPath } from '../api-client/operations.js';
import { signUpQuery } from './Mutation.js';

const signUpPath = (referralCode: string | undefined) =>
  operationPath('signUp', { query: signUpQuery(referralCode) });

describe('the sign-up call', () => {
  it('carries the referral code in its query, encoded', () => {
    expect(signUpPath('RENT 7&x=1')).toBe('/api/v1/auth/signup?referralCode=RENT+7%26x%3D1');
    expect(signUpPath(undefined)).toBe('/api/v1/auth/signup');
    expect(signUpPath('')).toBe('/api/v1/auth/signup');
  });

  it('encodes any text a client can send, a lone surrogate included', () => {
    expect(signUpPath('\uD800code')).toBe('/api/v1/auth/signup?referralCode=%EF%BF%BDcode');
  });
});
