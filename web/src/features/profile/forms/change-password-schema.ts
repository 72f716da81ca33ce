import { object, ref, string } from 'yup';
import {
  newPasswordRule,
  PASSWORD_RULE_MESSAGES,
  repeatedPasswordRule,
} from '../../../lib/password-policy';

const ALL_REQUIRED = 'All fields are required';
const MISMATCH = 'New passwords do not match';
/** Not in SPEC; api refuses the same with the same words. */
const SAME_PASSWORD = 'The new password must be different from the current one';

/** SPEC.md §5's order: required, matching, long enough; then the api's case rule. */
export const changePasswordMessages = [
  ALL_REQUIRED,
  MISMATCH,
  ...PASSWORD_RULE_MESSAGES,
  SAME_PASSWORD,
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
  newPassword: newPasswordRule(ALL_REQUIRED).notOneOf([ref('currentPassword')], SAME_PASSWORD),
  confirmPassword: repeatedPasswordRule('newPassword', ALL_REQUIRED, MISMATCH),
});
