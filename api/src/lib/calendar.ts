// Calendar days (birthdays) as `YYYY-MM-DD` text. Which day it is "today", and where a day of
// India's calendar begins, is told by `istCalendarDay` and `startOfIstDay` in @rent/sale-rules.

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
