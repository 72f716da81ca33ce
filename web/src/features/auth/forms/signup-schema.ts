import { boolean, object, string } from 'yup';
import type { SignUpInput } from '../../../gql/graphql';
import {
  newPasswordRule,
  PASSWORD_RULE_MESSAGES,
  repeatedPasswordRule,
} from '../../../lib/password-policy';

const FILL_ALL = 'Please fill all fields';
const MISMATCH = 'Passwords do not match';
const TERMS = 'Please agree to the terms and conditions';
const INVALID_EMAIL = 'Please enter a valid email address';

/** SPEC.md §5's messages first, in its order; the early checks of the api's rules after them. */
export const signupMessages = [
  FILL_ALL,
  MISMATCH,
  TERMS,
  INVALID_EMAIL,
  ...PASSWORD_RULE_MESSAGES,
] as const;

export interface SignupValues {
  fullname: string;
  email: string;
  password: string;
  repeatPassword: string;
  hasReferralCode: boolean;
  referralCode: string;
  acceptedTerms: boolean;
}

export const signupSchema = object({
  fullname: string().trim().required(FILL_ALL),
  email: string().trim().required(FILL_ALL).email(INVALID_EMAIL),
  password: newPasswordRule(FILL_ALL),
  repeatPassword: repeatedPasswordRule('password', FILL_ALL, MISMATCH),
  acceptedTerms: boolean().oneOf([true], TERMS),
});

/** A `?ref=` code prefills the referral input and ticks its box. */
export function signupInitialValues(referralCode: string | null): SignupValues {
  const code = referralCode?.trim() ?? '';
  return {
    fullname: '',
    email: '',
    password: '',
    repeatPassword: '',
    hasReferralCode: code !== '',
    referralCode: code,
    acceptedTerms: false,
  };
}

/** The referral code goes only when its box is ticked and the code is not empty (SPEC.md §5). */
export function signUpInput(values: SignupValues): SignUpInput {
  const referralCode = values.hasReferralCode ? values.referralCode.trim() : '';
  return {
    fullname: values.fullname.trim(),
    email: values.email.trim(),
    password: values.password,
    acceptedTerms: values.acceptedTerms,
    ...(referralCode ? { referralCode } : {}),
  };
}
