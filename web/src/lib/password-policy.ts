// The password rule the api enforces (at least 8 characters with lower and upper case letters),
// checked early in the browser so an investor learns it before sending the form.
import { ref, string } from 'yup';

export const PASSWORD_HINT = 'Minimum 8 letters with lower and upper case';
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
const PASSWORD_NEEDS_BOTH_CASES = 'Password must include lower and upper case letters';

/** The rule's own messages in the order it checks them; a form's alert ranks them after its own. */
export const PASSWORD_RULE_MESSAGES = [PASSWORD_TOO_SHORT, PASSWORD_NEEDS_BOTH_CASES] as const;

export function hasBothCases(password: string | undefined): boolean {
  return Boolean(password && /[a-z]/.test(password) && /[A-Z]/.test(password));
}

/** A new password, checked by the api's rule; `required` is the form's own words for a blank. */
export const newPasswordRule = (required: string) =>
  string()
    .required(required)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .test('both-cases', PASSWORD_NEEDS_BOTH_CASES, hasBothCases);

/** The new password typed again, which must be the one in the field `of`. */
export const repeatedPasswordRule = (of: string, required: string, mismatch: string) =>
  string()
    .required(required)
    .oneOf([ref(of)], mismatch);
