// Calendar days (birthdays) as `YYYY-MM-DD` text. Which day it is "today" is decided on the
// calendar of India, where the sale runs: 23:00 UTC on 14 July is already 15 July there.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a day of India's calendar (`YYYY-MM-DD`) begins: its midnight in IST. */
export function startOfIndianDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The instant the day after `day` (`YYYY-MM-DD`) begins in India: the end of `day`, exclusive. */
export function endOfIndianDay(day: string): Date {
  return new Date(startOfIndianDay(day).getTime() + DAY_MS);
}

/** Whether `YYYY-MM-DD` names a day that exists (no 30 February). */
export function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return false;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/**
 * Whether someone born on `birthday` has turned `years` by `today` (both `YYYY-MM-DD`). Someone
 * born on 29 February comes of age on 1 March in common years.
 */
export function hasTurned(birthday: string, years: number, today: string): boolean {
  const anniversary = `${String(Number(birthday.slice(0, 4)) + years).padStart(4, '0')}${birthday.slice(4)}`;
  return anniversary <= today;
}
