// What the api says about accounts and sessions, word for word as the product shows it.
import { EMAIL_NOT_VERIFIED_REASON, SIGN_IN_REQUIRED } from '../../plugins/signed-in.js';

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill all fields',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsBothCases: 'Password must contain both lower and upper case letters',
  acceptTerms: 'Please agree to the terms and conditions',
  invalidReferralCode: 'Invalid referral code',
  signedUp: 'User registered, please verify your email.',
  emailVerified: 'Email verified successfully',
  // Not in SPEC: a verification link opened again once the address is verified.
  emailAlreadyVerified: 'Your email address is already verified. Please sign in.',
  missingToken: 'Invalid or missing token.',
  invalidVerificationLink: 'Invalid or expired verification link.',
  // Not in SPEC: the verification link completes with the registration's password (decision 0100).
  verificationPasswordRequired: 'Enter the password you chose when you signed up.',
  verificationPasswordWrong:
    'This is not the password this address was registered with. If you forgot it, or did not sign up yourself, set a new one with Forgot password.',
  verificationResent:
    'If the account exists and is not verified yet, a new verification link has been sent.',
  credentialsRequired: 'Email and password are required',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before signing in.',
  signedIn: 'Login successful',
  sessionExpired: 'Session expired, please sign in again.',
  sessionRefreshed: 'Session refreshed',
  tokenRevoked: 'Session ended',
  signedOut: 'Logged out successfully',
  signInRequired: SIGN_IN_REQUIRED,
  resetLinkSent: 'Reset link has been sent to your email.',
  invalidResetToken: 'Invalid or expired reset token.',
  passwordReset: 'Password has been reset successfully.',
  tooManyRequests: 'Too many requests, please try again later.',
} as const;

export { EMAIL_NOT_VERIFIED_REASON };
