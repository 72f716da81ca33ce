import { istCalendarDay } from '@rent/sale-rules';
// The profile fields an investor may change, checked and put in their stored form. Empty values
// mean "leave as it is".
import { isCalendarDay } from '../../lib/calendar.js';
import type { ErrorDetail } from '../../lib/errors.js';
import { personNameProblem } from './person-name.js';
import { USER_MESSAGES } from './users.messages.js';

const MAX_FULLNAME_LENGTH = 100;
// Separators people type inside numbers; they are not stored.
const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE = /^\+?\d{7,15}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T.+)?$/;
export const EARLIEST_BIRTH_YEAR = 1900;

export interface ProfileChanges {
  fullname?: string;
  phone?: string;
  dob?: string;
}

export function checkProfileChanges(
  input: ProfileChanges,
  now: Date,
): { changes: ProfileChanges; problems: ErrorDetail[] } {
  const changes: ProfileChanges = {};
  const problems: ErrorDetail[] = [];
  const fullname = input.fullname?.trim();
  if (fullname) {
    const nameProblem = personNameProblem(fullname, 'Full name');
    if ([...fullname].length > MAX_FULLNAME_LENGTH) {
      problems.push({ field: 'fullname', message: USER_MESSAGES.fullnameTooLong });
    } else if (nameProblem) problems.push({ field: 'fullname', message: nameProblem });
    else changes.fullname = fullname;
  }
  if (input.phone?.trim()) {
    const phone = normalisePhone(input.phone);
    if (phone) changes.phone = phone;
    else problems.push({ field: 'phone', message: USER_MESSAGES.invalidPhone });
  }
  const dob = input.dob?.trim();
  if (dob) {
    const problem = dobProblem(dob, now);
    if (problem) problems.push({ field: 'dob', message: problem });
    else changes.dob = dob.slice(0, 10);
  }
  return { changes, problems };
}

/** A mobile number in its stored form (digits, optional leading +), or undefined if it is not one. */
export function normalisePhone(phone: string): string | undefined {
  const digits = phone.trim().replace(PHONE_SEPARATORS, '');
  return PHONE.test(digits) ? digits : undefined;
}

function dobProblem(dob: string, now: Date): string | undefined {
  const match = ISO_DATE.exec(dob);
  if (!match) return USER_MESSAGES.invalidDob;
  const [, year = '', , , time] = match;
  if (time !== undefined && Number.isNaN(Date.parse(dob))) return USER_MESSAGES.invalidDob;
  const day = dob.slice(0, 10);
  if (!isCalendarDay(day) || Number(year) < EARLIEST_BIRTH_YEAR) return USER_MESSAGES.invalidDob;
  if (day > istCalendarDay(now)) return USER_MESSAGES.dobInFuture;
  return undefined;
}
