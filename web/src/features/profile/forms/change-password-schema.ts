import { object, ref, string } from 'yup';
import {
  hasBothCases,
  PASSWORD_MIN_LENGTH,
  PASSWORD_NEEDS_BOTH_CASES,
  PASSWORD_TOO_SHORT,
} from '../../../lib/password-policy';

const ALL_REQUIRED = 'All fields are required';
const MISMATCH = 'New passwords do not match';

/** SPEC.md §5's order: required, matching, long enough; then the api's case rule. */
export const changePasswordMessages = [
  ALL_REQUIRED,
  MISMATCH,
  PASSWORD_TOO_SHORT,
  PASSWORD_NEEDS_BOTH_CASES,
] as const;

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const changePasswordInitialValues: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export const changePasswordSchema = object({
  currentPassword: string().required(ALL_REQUIRED),
  newPassword: string()
    .required(ALL_REQUIRED)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .test('both-cases', PASSWORD_NEEDS_BOTH_CASES, hasBothCases),
  confirmPassword: string()
    .required(ALL_REQUIRED)
    .oneOf([ref('newPassword')], MISMATCH),
});
