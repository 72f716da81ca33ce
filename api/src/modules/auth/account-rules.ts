// Checks on what investors type, shared by sign-up, sign-in and recovery. Problems are collected
// as field-level errors so a client can show each next to its field.
import { invalidFields } from '../../lib/errors.js';
import { AUTH_MESSAGES } from './auth.messages.js';

const MAX_EMAIL_LENGTH = 254;
// One @, no spaces and none of the characters that separate or quote addresses in a mail header,
// and a dot in the domain.
const EMAIL_SHAPE = /^[^\s@,;:<>()[\]\\"]{1,64}@[^\s@,;:<>()[\]\\"]+\.[^\s@,;:<>()[\]\\".]{2,}$/;

/** How e-mail addresses are stored and compared: trimmed and lowercased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(normalisedEmail: string): boolean {
  return normalisedEmail.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(normalisedEmail);
}

export function isBlank(value: string | undefined): value is undefined | '' {
  return value === undefined || value.trim() === '';
}

/** The e-mail field of forgot-password and resend-verification, normalised, or a refusal. */
export function requiredEmail(email: string | undefined): string {
  const normalised = normaliseEmail(email ?? '');
  if (!isValidEmail(normalised)) {
    throw invalidFields([{ field: 'email', message: AUTH_MESSAGES.invalidEmail }]);
  }
  return normalised;
}
