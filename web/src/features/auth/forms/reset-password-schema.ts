import { object } from 'yup';
import {
  newPasswordRule,
  PASSWORD_RULE_MESSAGES,
  repeatedPasswordRule,
} from '../../../lib/password-policy';

const FILL_ALL = 'Please fill all fields';
const MISMATCH = 'Passwords do not match.';

export const MISSING_RESET_TOKEN = 'Invalid or expired reset token.';

export const resetPasswordMessages = [FILL_ALL, MISMATCH, ...PASSWORD_RULE_MESSAGES] as const;

export interface ResetPasswordValues {
  newPassword: string;
  repeatPassword: string;
}

export const resetPasswordSchema = object({
  newPassword: newPasswordRule(FILL_ALL),
  repeatPassword: repeatedPasswordRule('newPassword', FILL_ALL, MISMATCH),
});
