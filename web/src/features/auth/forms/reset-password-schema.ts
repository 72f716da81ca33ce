import { object, ref, string } from 'yup';
import {
  hasBothCases,
  PASSWORD_MIN_LENGTH,
  PASSWORD_NEEDS_BOTH_CASES,
  PASSWORD_TOO_SHORT,
} from '../../../lib/password-policy';

const FILL_ALL = 'Please fill all fields';
const MISMATCH = 'Passwords do not match.';

export const MISSING_RESET_TOKEN = 'Invalid or expired reset token.';

export const resetPasswordMessages = [
  FILL_ALL,
  MISMATCH,
  PASSWORD_TOO_SHORT,
  PASSWORD_NEEDS_BOTH_CASES,
] as const;

export interface ResetPasswordValues {
  newPassword: string;
  repeatPassword: string;
}

export const resetPasswordSchema = object({
  newPassword: string()
    .required(FILL_ALL)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .test('both-cases', PASSWORD_NEEDS_BOTH_CASES, hasBothCases),
  repeatPassword: string()
    .required(FILL_ALL)
    .oneOf([ref('newPassword')], MISMATCH),
});
