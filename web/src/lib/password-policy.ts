// The password rule the api enforces (at least 8 characters with lower and upper case letters),
// checked early in the browser so an investor learns it before sending the form.
export const PASSWORD_HINT = 'Minimum 8 letters with lower and upper case';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORD_NEEDS_BOTH_CASES = 'Password must include lower and upper case letters';

export function hasBothCases(password: string | undefined): boolean {
  return Boolean(password && /[a-z]/.test(password) && /[A-Z]/.test(password));
}
