import { describe, expect, it } from 'vitest';
import { signUpPath } from './Mutation.js';

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
